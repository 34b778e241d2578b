// How a portfolio is named in SmartFolio (spec §3 "Portfolio or wallet": alias; spec §2 "shortened wallet address
// (first 6 and last 4 characters)"): its alias, else the shortened address, else the exchange's name.
import type { Portfolio } from '@k3/shared';
import { shortenAddress } from '../../../lib/shorten-address';
import { exchangeById } from './forms';

export function portfolioName(portfolio: Pick<Portfolio, 'alias' | 'address' | 'exchange'>): string {
  if (portfolio.alias) return portfolio.alias;
  if (portfolio.address) return shortenAddress(portfolio.address);
  return exchangeById(portfolio.exchange ?? '')?.name ?? portfolio.exchange ?? '';
}

export type PortfolioKind = 'evm' | 'solana' | 'exchange';

export function portfolioKind(portfolio: Pick<Portfolio, 'kind' | 'network'>): PortfolioKind {
  if (portfolio.kind === 'exchange') return 'exchange';
  return portfolio.network === 'solana' ? 'solana' : 'evm';
}
