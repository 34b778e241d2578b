// Reordering the favorites in the "Customize favorites" dialog.

/** `items` with the entry at `from` moved to `to`; out-of-range moves leave the list as it is. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const out = [...items];
  if (from < 0 || from >= out.length || to < 0 || to >= out.length || from === to) return out;
  const [item] = out.splice(from, 1) as [T];
  out.splice(to, 0, item);
  return out;
}
