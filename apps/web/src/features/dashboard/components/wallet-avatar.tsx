// The generated wallet avatar (spec §2 dashboard header "avatar"): decorative, the address is named next to it.
import { useId } from 'react';
import { avatarSpec } from '../utils/avatar';

const VIEW = 50;
const CELL = 8;
const OFFSET = 5;

export function WalletAvatar({ address, size = 56 }: { address: string; size?: number }) {
  const gradientId = useId();
  const spec = avatarSpec(address);
  return (
    <svg
      className="wallet-avatar"
      width={size}
      height={size}
      viewBox={`0 0 ${VIEW} ${VIEW}`}
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={spec.from} />
          <stop offset="1" stopColor={spec.to} />
        </linearGradient>
      </defs>
      <rect width={VIEW} height={VIEW} rx={12} fill={`url(#${gradientId})`} />
      {spec.cells.map(([column, row]) => (
        <rect
          key={`${column}-${row}`}
          x={OFFSET + column * CELL}
          y={OFFSET + row * CELL}
          width={CELL}
          height={CELL}
          fill="rgb(255 255 255 / 55%)"
        />
      ))}
    </svg>
  );
}
