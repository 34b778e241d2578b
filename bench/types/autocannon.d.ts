// autocannon ships no types; the bench scripts declare the call they use (bench/dashboard.ts narrows the result).
declare module 'autocannon' {
  const autocannon: (options: Record<string, unknown>) => Promise<unknown>;
  export default autocannon;
}
