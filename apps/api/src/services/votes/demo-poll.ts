// The demo poll (issue 13 §3): a fresh demo install shows one open poll on /votes instead of an empty page. Seeded only
// while the polls table is empty, so an admin's polls (archived ones included) are never joined by it. Its results are
// live: the demo community's ballots (demo/community) show a newcomer how the others voted.
import type { LocalizedText } from '@k3/shared';
import type { Database } from '../../db/client';
import { insertPollIfNone, type PollRow } from '../../repositories/polls';

const DAY_MS = 24 * 60 * 60 * 1000;
export const DEMO_POLL_DAYS = 30;
export const DEMO_POLL_BUDGET = 100;

export const DEMO_POLL_QUESTION: LocalizedText = {
  en: 'Which feature should K3 build next?',
  fr: 'Quelle fonctionnalité K3 doit-il développer ensuite ?',
  es: '¿Qué función debería desarrollar K3 a continuación?',
};

export const DEMO_POLL_CHOICES: LocalizedText[] = [
  { en: 'Price alerts by email', fr: 'Alertes de prix par e-mail', es: 'Alertas de precio por correo' },
  { en: 'More chains and exchanges', fr: 'Plus de blockchains et de plateformes', es: 'Más cadenas y exchanges' },
  { en: 'Tax report export', fr: 'Export pour la déclaration fiscale', es: 'Exportación para la declaración de impuestos' },
  { en: 'A mobile app', fr: 'Une application mobile', es: 'Una aplicación móvil' },
];

/** Seeds the published demo poll, open from `now` for 30 days, unless some poll exists; answers it when it was seeded. */
export async function seedDemoPoll(db: Database, now: Date): Promise<PollRow | undefined> {
  return insertPollIfNone(db, {
    question: DEMO_POLL_QUESTION,
    choices: DEMO_POLL_CHOICES,
    budget: DEMO_POLL_BUDGET,
    startsAt: now,
    endsAt: new Date(now.getTime() + DEMO_POLL_DAYS * DAY_MS),
    liveResults: true,
    published: true,
    createdAt: now,
    updatedAt: now,
  });
}
