// The English stories of the demo news feed, per event family: [title, description, a second outlet's description]
// (demo-templates.ts gives the placeholders and the families' weights).
import type { DemoFamily, StoryTemplate } from './demo-templates';

export const EN_STORIES: Record<DemoFamily, readonly StoryTemplate[]> = {
  hack: [
    [
      '{coin} bridge exploited for {amount} in cross-chain attack',
      "Attackers used a flaw in the bridge's signature checks to withdraw {amount} in {name} and stablecoins. The team says deposits on other chains are not affected.",
      'The bridge operator has paused transfers and is working with security firms to trace the funds; a post-mortem is promised within days.',
    ],
    [
      'Hackers drain {amount} from a lending protocol on {coin}',
      'On-chain data shows the stolen funds moving through several fresh wallets. The protocol has paused withdrawals while auditors review the vulnerability.',
      'The attacker manipulated a price oracle to borrow against inflated collateral, according to an early analysis by the protocol team.',
    ],
    [
      '{coin} DeFi protocol pauses contracts after {amount} exploit',
      'The team froze its smart contracts within an hour of the first suspicious transaction and says it has identified the faulty function.',
      'Users are advised to revoke token approvals granted to the affected contracts while developers assess the damage.',
    ],
  ],
  etf: [
    [
      'Spot {coin} ETFs record {amount} of net inflows in a single session',
      'Analysts say the flows reflect institutional demand for {name} exposure, with trading volumes across the funds above their 30-day average.',
      'It is the largest daily intake for the funds this month, according to issuer data compiled after the US close.',
    ],
    [
      '{coin} ETFs see {amount} of outflows as demand cools',
      'Redemptions were concentrated in two of the larger funds, while smaller issuers reported flat flows.',
      'Analysts link the outflows to profit-taking after a strong month for {name} rather than to a change in long-term demand.',
    ],
    [
      'Issuers file amended paperwork for a spot {coin} ETF',
      'The filings update fee schedules and custody arrangements, a step analysts read as a sign that a decision on the {name} fund is approaching.',
      'The amended documents name the custodian and set the sponsor fee; the regulator has not commented.',
    ],
  ],
  regulation: [
    [
      'Regulators publish MiCA guidance on {coin} staking services',
      'The guidance sets out licensing and disclosure requirements for platforms offering {name} staking to retail clients in the EU.',
      'Platforms have until the end of the transition period to comply; several said they would adjust their terms rather than exit.',
    ],
    [
      'US lawmakers question how {coin} is classified in a market-structure bill',
      'A draft circulated in committee would leave the classification of tokens such as {name} to a joint rulemaking by the SEC and CFTC.',
      'Industry groups welcomed the debate but warned that unclear definitions could push projects offshore.',
    ],
    [
      'Court ruling clarifies how secondary sales of {coin} are treated',
      'Legal experts say the decision could shape how regulators approach tokens such as {name}, although an appeal remains possible.',
      'The judge distinguished sales on exchanges from direct sales to investors, a line other courts have drawn before.',
    ],
  ],
  listing: [
    [
      '{venue} lists {coin} with euro and dollar trading pairs',
      'Deposits are open now and trading starts once liquidity is sufficient, the exchange said. Withdrawals will be enabled 24 hours later.',
      'The listing gives {name} holders a new fiat on-ramp; the exchange said it would waive trading fees for the first week.',
    ],
    [
      '{coin} gets listed on {venue}, deposits open today',
      'Trading is scheduled to start at noon UTC, with a limit on order sizes during the first hour.',
      'The exchange said {name} passed its periodic asset review, which looks at liquidity, custody and disclosures.',
    ],
    [
      '{venue} to add {coin} to its spot market next week',
      'The exchange will open deposits two days before trading begins, according to a notice to users.',
      'Market makers have been lined up for the new pairs, the exchange said, without naming them.',
    ],
  ],
  delisting: [
    [
      '{venue} to delist {coin} citing low trading volume',
      'Users have 30 days to withdraw their {name} before the pairs are closed, the exchange said in a notice.',
      'The exchange said the decision followed its quarterly review of liquidity across listed assets.',
    ],
    [
      '{coin} slides after {venue} announces delisting',
      'The token fell within minutes of the notice as traders moved balances to other venues.',
      'Withdrawals remain open until the end of the month; {name} stays listed on other exchanges.',
    ],
    [
      '{venue} removes {coin} trading pairs at the end of the month',
      'The exchange cited liquidity and reporting standards in its periodic review; {name} remains available on other venues.',
      'Open orders will be cancelled when the pairs close, and deposits of {name} are already disabled.',
    ],
  ],
  upgrade: [
    [
      '{coin} mainnet upgrade set to go live next week',
      'The upgrade reduces block propagation times and changes how fees are calculated, according to the release notes.',
      'Node operators are asked to update their software before the activation height; exchanges may pause deposits briefly.',
    ],
    [
      '{coin} developers ship a client release that lowers fees',
      'The release cuts the cost of common transactions and fixes several bugs reported on the testnet.',
      'Developers say the change was tested for several weeks; validators representing most of the stake have upgraded.',
    ],
    [
      '{coin} testnet hard fork completes without issues',
      'Developers say the fork went through on schedule and block production stayed stable during the switch.',
      'A mainnet date will be set once client teams have reviewed the testnet data, according to the roadmap.',
    ],
  ],
  partnership: [
    [
      '{coin} partners with a European payments firm to settle merchant transactions',
      'The integration lets merchants accept {name} and receive euros, with conversion handled by the partner.',
      'A pilot starts with several hundred shops before a wider roll-out planned for the autumn.',
    ],
    [
      '{coin} foundation announces a custody partnership with a regional bank',
      'The bank will offer custody of {name} to its institutional clients, subject to regulatory approval.',
      'The foundation said the partnership answers demand from funds that cannot hold keys themselves.',
    ],
    [
      'Payments app integrates {coin} for cross-border transfers',
      'Users will be able to send {name} to contacts abroad, with the recipient choosing to keep it or convert it to local currency.',
      'The app said fees would be lower than those of card transfers on most routes.',
    ],
  ],
  up: [
    [
      '{coin} jumps {pct} as trading volume climbs',
      'The move came with above-average volume on spot exchanges, and open interest in perpetual futures rose alongside the price.',
      'Traders point to short liquidations and renewed inflows.',
    ],
    [
      '{coin} climbs {pct} to a three-month high',
      '{name} broke above a level that had capped it since the start of the quarter, according to chart analysts.',
      'Derivatives data show funding rates turning positive as buyers returned.',
      'threeMonthHigh',
    ],
    [
      '{coin} surges {pct} after whale accumulation',
      'Large wallets added to their {name} holdings over the past week, on-chain data show.',
      'The rally outpaced the wider market, which was little changed over the same period.',
      'outpaced',
    ],
  ],
  down: [
    [
      '{coin} slides {pct} as traders take profits',
      'Liquidations of long positions added to the selling, according to derivatives data.',
      'Analysts see support near last month’s lows after a strong run for {name}.',
    ],
    [
      '{coin} falls {pct} amid a wider market pullback',
      '{name} underperformed the wider market over the session as funding rates turned negative on several venues.',
      'Most large-cap tokens ended the day lower, with volumes slightly below their weekly average.',
      'marketDown',
    ],
    [
      '{coin} drops {pct} after a week of gains',
      'The pullback erased part of the week’s rally; traders cited profit-taking.',
      'Open interest in {name} futures fell as leveraged positions were closed.',
      'afterWeekOfGains',
    ],
  ],
  macro: [
    [
      '{coin} slips as US inflation comes in hotter than expected',
      'Risk assets fell after the CPI report as traders pushed back the odds of a rate cut this year.',
      'The dollar index rose after the data, weighing on {name} and on equities alike.',
      'down',
    ],
    [
      '{coin} holds steady as the Fed keeps rates unchanged',
      'The central bank left its policy rate on hold and signalled patience; markets had expected the decision.',
      'Traders now look to the next jobs report for clues on the path of interest rates.',
      'flat',
    ],
    [
      '{coin} gains {pct} after softer CPI data revive rate-cut hopes',
      'Inflation slowed more than forecast, lifting risk assets as bond yields eased.',
      '{name} traded in line with equities, which also rose after the release.',
      'up',
    ],
  ],
  analysis: [
    [
      '{coin} price prediction: analysts eye key resistance after a quiet week',
      'Analysts note that {name} has held above its 50-day average while exchange balances keep falling. This is not investment advice.',
      'A close above resistance would open the way to the year’s highs, chartists say, while a rejection could send it back to support.',
    ],
    [
      'Analysis: what on-chain data says about {coin} holders',
      'Long-term holders added to their positions over the month, on-chain metrics show, though volumes remain thin.',
      'The share of {name} held on exchanges is at its lowest in a year, a sign that holders are moving coins to their own wallets.',
    ],
    [
      '{coin} forms a bullish pattern on the daily chart, analysts say',
      'Chartists point to a series of higher lows since the start of the month. This is not investment advice.',
      'Momentum indicators have turned up, although trading volume has yet to confirm the move.',
    ],
  ],
  nft: [
    [
      'NFT sales on {coin} rise {pct} over the week',
      'Weekly NFT volume on {name} reached {amount}, driven by a handful of gaming collections, according to marketplace data.',
      'The number of unique buyers also rose, a sign that the activity is not limited to a few large traders.',
    ],
    [
      '{coin} NFT collection hits a record floor price',
      'The cheapest item in the collection now sells for more than at any time since its launch, marketplace data show.',
      'Collectors point to a new game built around the collection and to lower royalties.',
    ],
    [
      'NFT marketplace adds support for {coin} collections',
      'Creators can now list collections minted on {name}, with royalties enforced by the marketplace.',
      'The marketplace said support for {name} was the most requested feature among its users.',
    ],
  ],
  defi: [
    [
      'DeFi TVL on {coin} tops {amount}',
      'Total value locked in {name} DeFi protocols rose as lending markets added new collateral types.',
      'Lending and liquidity pools account for most of the growth; stablecoin deposits also increased.',
    ],
    [
      '{coin} staking yields draw {amount} of new deposits',
      'Liquid staking protocols reported the largest inflows, as yields stayed above those of rival networks.',
      'The share of {name} supply that is staked has reached a new high, according to dashboards tracking the network.',
    ],
    [
      'Liquidity on {coin} DEXes climbs {pct} in a week',
      'Decentralized exchanges on {name} saw deeper pools and tighter spreads after new incentive programmes started.',
      'Trading volume on the DEXes rose too, led by stablecoin pairs.',
    ],
  ],
};
