// Whether the user asked the system for less motion (prefers-reduced-motion): the quest confetti is skipped then.
export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}
