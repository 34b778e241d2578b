// Chain logos of a portfolio or holding (spec §3 "Chain": logo; packaged icons at /icons/chains/{id}.svg), named for
// assistive technology by the chain names.
import { chainName } from '@k3/shared';

const LOGO_SIZE = 18;

export { chainName };

export function ChainLogos({ chains }: { chains: readonly string[] }) {
  return (
    <span className="sf-chains">
      {chains.map((chain) => (
        <img
          key={chain}
          src={`/icons/chains/${chain}.svg`}
          alt={chainName(chain)}
          title={chainName(chain)}
          width={LOGO_SIZE}
          height={LOGO_SIZE}
          loading="lazy"
        />
      ))}
    </span>
  );
}
