// The quest-platform port (issue 13 §1 "quester (external quest platform): an adapter port"; docs/architecture.md
// "Providers"): whether a wallet completed a quest on the outside platform. Live: the platform's API
// (QUESTER_BASE_URL, QUESTER_API_KEY); demo: a deterministic answer (docs/rewards.md "Quester").

export interface QuesterCheck {
  /** The quest's id on the platform (quest params.platformQuestId). */
  platformQuestId: string;
  /** The user's wallet (K3's user id). */
  wallet: string;
  /** When the user started the quest in K3. */
  startedAt: Date;
}

export interface QuesterPort {
  readonly demo: boolean;
  /** true when the platform says the wallet completed the quest; throws QuestPlatformUnavailableError otherwise failing. */
  completed(check: QuesterCheck): Promise<boolean>;
}

/** The platform could not answer (network, timeout, 5xx, unexpected shape): the claim is refused with 503. */
export class QuestPlatformUnavailableError extends Error {
  override name = 'QuestPlatformUnavailableError';
}
