// French answers to a visitor's questions about K3 (see phrases-en.ts).
import type { VisitorPhrases } from './intents';

const FEATURES: Record<string, string> = {
  'news-hub': 'Hub d’actualités',
  smartfolio: 'SmartFolio',
  'x-ray': 'X-Ray',
  'gem-detector': 'Gem Detector',
  harpoon: 'Harpoon',
};
const and = new Intl.ListFormat('fr', { type: 'conjunction' });

export const VISITOR_PHRASES_FR: VisitorPhrases = {
  signin: (ttl) =>
    'Se connecter demande à votre wallet de **signer un message**, pas d’envoyer une transaction. Le message dit : ' +
    '*« Sign in to K3. This request does not trigger a transaction or cost any fees. »* (aucune transaction, aucun frais)\n' +
    '• La signature prouve seulement que l’adresse est à vous. Elle ne déplace aucun fonds, ne coûte aucun gas et n’autorise aucune dépense.\n' +
    `• Le message ne sert qu’une fois, pendant ${ttl} minutes, et nomme ce site : vérifiez l’adresse avant de signer.\n` +
    '• K3 ne demande **jamais** votre clé privée ni votre phrase secrète. Quiconque le fait n’est pas K3.\n' +
    'Une fois connecté, K3 lit les soldes publics de vos wallets pour afficher votre portefeuille.',
  connect: (codeLength) =>
    'Appuyez sur **Se connecter** (ou **Connexion** en haut de la page) et choisissez votre wallet : les wallets EVM ' +
    '(comme MetaMask) et Solana (comme Phantom) sont proposés. Votre wallet vous demande alors de signer un message, et c’est fait.\n' +
    `Sur un téléphone sans wallet, utilisez **Magic Konnect** : sur un ordinateur où vous êtes connecté, ouvrez la fenêtre QR, ` +
    `puis scannez le QR code avec le téléphone ou tapez son code de ${codeLength} caractères.`,
  kredits: (allowances, minKrl) =>
    'Les kredits paient les réponses d’Agent K : une fois connecté, **une question coûte un kredit**.\n' +
    `• Votre offre donne des kredits chaque mois civil (UTC) : ${allowances}. Ils sont remontés à ce nombre le 1er à 00:00 UTC ; les kredits gagnés en quêtes s’y ajoutent.\n` +
    `• Agent K demande au moins **${minKrl} KRL** détenu dans vos wallets.\n` +
    '• Une réponse qui échoue, ou que vous arrêtez avant tout texte, ne coûte rien.\n' +
    'Les questions sur K3 posées avant de vous connecter, comme celle-ci, sont gratuites.',
  plan: (name, holding, prompts, sources, features) =>
    `**${name}**, dès ${holding} KRL détenus : ${prompts} questions à Agent K par mois, ${sources} wallet${sources === '1' ? '' : 's'} ou compte${sources === '1' ? '' : 's'} d’exchange ; ${features}.`,
  plans: (list) =>
    `Les offres suivent le KRL (le token de K3) détenu dans vos wallets ; aucun abonnement à prendre :\n${list}\n[Voir les offres](/pricing)`,
  feature: (key) => FEATURES[key] ?? key,
  about:
    'K3 aide les investisseurs crypto à suivre leur argent :\n' +
    '• **SmartFolio** suit vos wallets EVM et Solana et vos comptes d’exchange dans un seul portefeuille.\n' +
    '• **X-Ray** audite un token en six sections, avec un score et des alertes.\n' +
    '• Le **hub d’actualités** note l’impact de chaque article de 1 à 10, avec son sentiment.\n' +
    '• **Agent K** (moi) répond à vos questions sur votre portefeuille, vos tokens et l’actualité, à partir des données de K3.\n' +
    '• **Récompenses** : des quêtes qui donnent de l’XP et des kredits.\n' +
    'Connectez-vous avec votre wallet pour poser des questions sur votre portefeuille.',
  demo: (isDemo) =>
    isDemo
      ? 'Ce K3 tourne sur des **données de démo** : prix, volumes, wallets et actualités sont générés à partir de niveaux ' +
        'réels enregistrés ; ils ont l’air vrais mais ne sont pas en direct, et chacun porte le badge **Démo**. Les faits sur ' +
        'les actifs réels (offres, dates, liens) sont réels avec leur source, ou indiqués comme non publiés.'
      : 'Ce K3 tourne sur des **données en direct** : prix, soldes et actualités viennent de leurs sources au moment où ' +
        'ils sont lus. Tout ce qui serait généré porterait le badge **Démo**.',
  xray: (alertRules, planName, holding) =>
    'X-Ray audite un token en six sections : financière, fondamentale, sociale, on-chain, sécurité et analyse technique.\n' +
    '• Chaque valeur dit d’où elle vient, ou « non vérifié » et pourquoi.\n' +
    `• ${alertRules} règles d’alerte nomment chacune la valeur mesurée et le seuil.\n` +
    '• Le score, de 0 à 100, vient avec sa couverture de données et une confiance (haute, moyenne, faible) ; il est retenu comme « Pas assez de données » quand trop peu de vérifications ont pu tourner.\n' +
    `Les sections et leurs alertes viennent avec une offre qui comprend X-Ray (**${planName}**, dès ${holding} KRL) ; sans elle, un audit montre le score, sa confiance et le nombre d’alertes levées.`,
  account:
    'Cette question porte sur votre propre portefeuille ou compte : **connectez-vous avec votre wallet** et j’y répondrai à partir de vos données. ' +
    'En attendant, je peux vous parler de K3.',
  notUnderstood: 'Avant de vous connecter, je ne peux répondre qu’aux questions sur K3.',
  examples: ['Que sont les kredits ?', 'Est-ce sûr de connecter mon wallet ?', 'Que comprennent les offres ?'],
  tryThese: (examples) => `Essayez : ${examples.map((e) => `*${e}*`).join(' · ')}`,
  list: (items) => and.format(items),
};
