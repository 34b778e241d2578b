// Where an item's link leads (issue 24 §3): a demo item's `link` and `sources[].link` are paths of this app (its
// article, `/news/{id}`), opened in place; a live item's are its outlets' http(s) addresses, opened in a new tab.
// Anything else (`javascript:`, `//host`, `/\host`) leads nowhere and stays text, as in the chat's links.

export type StoryTarget = { kind: 'internal'; to: string } | { kind: 'external'; href: string } | null;

export function storyTarget(link: string): StoryTarget {
  // One leading slash, not `//host` nor `/\host` (browsers read both as another host).
  if (/^\/(?![/\\])/.test(link)) return { kind: 'internal', to: link };
  if (/^https?:\/\//i.test(link) && URL.canParse(link)) return { kind: 'external', href: link };
  return null;
}
