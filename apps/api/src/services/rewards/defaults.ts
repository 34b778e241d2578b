// The default quests (docs/rewards.md "Default quests"): one published quest of each type, written when the quests
// table is empty at start so a fresh install has something to play; an admin edits, unpublishes or archives them like
// any other. Deterministic (fixed ids and texts); INSERT … ON CONFLICT DO NOTHING keeps several processes starting at
// once from writing them twice. Their images are our own SVGs in apps/web/public/quests, served from our origin (the
// CSP allows no other host).
import type { Database } from '../../db/client';
import { countQuests, insertQuestsIfMissing, type NewQuestRow } from '../../repositories/quests';

export const DEFAULT_QUESTS: readonly NewQuestRow[] = [
  {
    id: 'hold-krl',
    name: { en: 'Hold KRL', fr: 'Détenez du KRL', es: 'Mantén KRL' },
    desc: {
      en: 'Hold at least 1 KRL in your wallets this week: 1 XP per 10 KRL held, up to 300 XP.',
      fr: 'Détenez au moins 1 KRL dans vos wallets cette semaine : 1 XP pour 10 KRL détenus, jusqu’à 300 XP.',
      es: 'Mantén al menos 1 KRL en tus wallets esta semana: 1 XP por cada 10 KRL, hasta 300 XP.',
    },
    image: '/quests/hold-krl.svg',
    rewardXp: 300,
    rewardKredits: 5,
    priority: 60,
    url: '/pricing',
    hint: 'per_token',
    type: 'hold_token',
    recurrence: 'weekly',
    params: { minKrl: 1, xpPerKrl: 0.1 },
    published: true,
  },
  {
    id: 'ask-agent-k',
    name: { en: 'Ask Agent K three questions', fr: 'Posez trois questions à Agent K', es: 'Haz tres preguntas a Agent K' },
    desc: {
      en: 'Get three answers from Agent K today, after starting the quest.',
      fr: 'Obtenez trois réponses d’Agent K aujourd’hui, après avoir démarré la quête.',
      es: 'Obtén tres respuestas de Agent K hoy, después de iniciar la misión.',
    },
    image: '/quests/ask-agent-k.svg',
    rewardXp: 30,
    rewardKredits: 2,
    priority: 50,
    url: '/chat',
    hint: 'per_quest',
    type: 'ai_usage',
    recurrence: 'daily',
    params: { prompts: 3 },
    published: true,
  },
  {
    id: 'daily-share',
    name: { en: 'Share & Earn', fr: 'Partagez et gagnez', es: 'Comparte y gana' },
    desc: {
      en: 'Share K3 on X from your dashboard once a day.',
      fr: 'Partagez K3 sur X depuis votre tableau de bord une fois par jour.',
      es: 'Comparte K3 en X desde tu panel una vez al día.',
    },
    image: '/quests/daily-share.svg',
    rewardXp: 20,
    rewardKredits: 1,
    priority: 40,
    url: '/dashboard',
    hint: 'per_tweet',
    type: 'share_and_earn',
    recurrence: 'daily',
    params: {},
    published: true,
  },
  {
    id: 'spread-the-word',
    name: { en: 'Spread the word on X', fr: 'Faites passer le mot sur X', es: 'Corre la voz en X' },
    desc: {
      en: 'Post about K3 on X, then claim with the link to your post: the XP comes once an admin has checked it is yours.',
      fr: 'Publiez à propos de K3 sur X, puis réclamez avec le lien de votre publication : l’XP arrive quand un admin a vérifié qu’elle est la vôtre.',
      es: 'Publica sobre K3 en X y reclama con el enlace de tu publicación: la XP llega cuando un admin compruebe que es tuya.',
    },
    image: '/quests/spread-the-word.svg',
    rewardXp: 100,
    rewardKredits: 0,
    priority: 30,
    url: 'https://x.com/compose/post',
    hint: 'per_tweet',
    type: 'spread_the_word',
    recurrence: 'once',
    params: {},
    published: true,
  },
  {
    id: 'refer-a-friend',
    name: { en: 'Refer a friend', fr: 'Parrainez un ami', es: 'Invita a un amigo' },
    desc: {
      en: 'Invite a friend with your referral link: they count once they hold KRL. You also earn 10% of the XP they earn.',
      fr: 'Invitez un ami avec votre lien de parrainage : il compte dès qu’il détient des KRL. Vous gagnez aussi 10 % de l’XP qu’il gagne.',
      es: 'Invita a un amigo con tu enlace de referido: cuenta en cuanto tenga KRL. También ganas el 10 % de la XP que gane.',
    },
    image: '/quests/refer-a-friend.svg',
    rewardXp: 150,
    rewardKredits: 5,
    priority: 20,
    url: '/rewards/ranking',
    hint: 'per_referral',
    type: 'refer_friends',
    recurrence: 'once',
    params: { friends: 1 },
    published: true,
  },
  {
    id: 'partner-quest',
    name: { en: 'Partner quest', fr: 'Quête partenaire', es: 'Misión de socio' },
    desc: {
      en: 'Complete the K3 onboarding quest on our quest platform with the wallet you sign in with.',
      fr: 'Terminez la quête d’accueil K3 sur notre plateforme de quêtes avec le wallet de connexion.',
      es: 'Completa la misión de bienvenida de K3 en nuestra plataforma de misiones con tu wallet de acceso.',
    },
    image: '/quests/partner-quest.svg',
    rewardXp: 200,
    rewardKredits: 10,
    priority: 10,
    url: null,
    hint: 'per_quest',
    type: 'quester',
    recurrence: 'once',
    params: { platformQuestId: 'k3-onboarding' },
    published: true,
  },
];

/** Writes the default quests when there is none at all (an admin's archived quests count: nothing is re-seeded). */
export async function seedDefaultQuests(db: Database): Promise<number> {
  if ((await countQuests(db)) > 0) return 0;
  return insertQuestsIfMissing(db, [...DEFAULT_QUESTS]);
}
