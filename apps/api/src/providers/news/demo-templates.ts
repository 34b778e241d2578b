// The headline templates of the demo news feed (issue 10 §1; docs/news-tagging.md "Demo news"), one family per kind
// of event, in English and French. Placeholders: {coin} the subject as "Name" or "Name (SYM)", {name} its name,
// {amount} a sum of money, {pct} a percentage, {venue} an invented exchange. Wording stays sober, like a wire story:
// demo data must look plausible, never silly, and it is labelled demo wherever it is shown.
import type { NewsLang } from '@k3/shared';

export type DemoFamily =
  | 'hack'
  | 'etf'
  | 'regulation'
  | 'listing'
  | 'delisting'
  | 'upgrade'
  | 'partnership'
  | 'up'
  | 'down'
  | 'macro'
  | 'analysis'
  | 'nft'
  | 'defi';

/** A story: its title, the first outlet's summary, and the second outlet's when two carry it. */
export type StoryTemplate = readonly [title: string, description: string, otherDescription: string];

export interface FamilyTemplates {
  /** Relative frequency among the families. */
  weight: number;
  /** Subjects are drawn from assets ranked within these bounds (ETFs exist for large caps, delistings hit small ones). */
  minRank?: number;
  maxRank?: number;
  /** The amount range in US dollars, when the templates use {amount}. */
  amount?: [number, number];
  /** The feed's own label for the story (it becomes a keyword). */
  label: Record<NewsLang, string>;
  stories: Record<NewsLang, readonly StoryTemplate[]>;
}

export const DEMO_FAMILIES: Record<DemoFamily, FamilyTemplates> = {
  hack: {
    weight: 5,
    maxRank: 200,
    amount: [2e6, 150e6],
    label: { en: 'Security', fr: 'Sécurité' },
    stories: {
      en: [
        [
          '{coin} bridge exploited for {amount} in cross-chain attack',
          "Attackers used a flaw in the bridge's signature checks to withdraw {amount} in {name} and stablecoins. The team says deposits on other chains are not affected.",
          'The bridge operator has paused transfers and is working with security firms to trace the funds; a post-mortem is promised within days.',
        ],
        [
          'Hackers drain {amount} from a lending protocol on {coin}',
          'On-chain data shows the stolen funds moving through several fresh wallets. The protocol has paused withdrawals while auditors review the vulnerability.',
          'The attacker manipulated a price oracle to borrow against inflated collateral, according to an early analysis by the protocol team.',
        ],
        [
          '{coin} DeFi protocol pauses contracts after {amount} exploit',
          'The team froze its smart contracts within an hour of the first suspicious transaction and says it has identified the faulty function.',
          'Users are advised to revoke token approvals granted to the affected contracts; {name} itself is not affected, developers said.',
        ],
      ],
      fr: [
        [
          'Piratage : un pont lié à {coin} vidé de {amount}',
          "Les attaquants ont exploité une faille dans la vérification des signatures pour retirer {amount} en {name} et en stablecoins. L'équipe assure que les dépôts sur les autres réseaux ne sont pas touchés.",
          "L'opérateur du pont a suspendu les transferts et travaille avec des sociétés de sécurité pour suivre les fonds.",
        ],
        [
          'Faille de sécurité sur un protocole de prêt {coin} : {amount} dérobés',
          "Les fonds dérobés transitent par plusieurs portefeuilles récents, selon les données on-chain. Les retraits sont suspendus le temps de l'audit.",
          "L'attaquant aurait manipulé un oracle de prix pour emprunter contre des garanties surévaluées, selon une première analyse.",
        ],
        [
          '{coin} : un protocole DeFi suspend ses contrats après une attaque à {amount}',
          "L'équipe a gelé ses contrats moins d'une heure après la première transaction suspecte et dit avoir identifié la fonction en cause.",
          "Les utilisateurs sont invités à révoquer les autorisations accordées aux contrats concernés ; {name} n'est pas touché, selon les développeurs.",
        ],
      ],
    },
  },
  etf: {
    weight: 6,
    maxRank: 12,
    amount: [40e6, 900e6],
    label: { en: 'ETF', fr: 'ETF' },
    stories: {
      en: [
        [
          'Spot {coin} ETFs record {amount} of net inflows in a single session',
          'Analysts say the flows reflect institutional demand for {name} exposure, with trading volumes across the funds above their 30-day average.',
          'It is the largest daily intake for the funds this month, according to issuer data compiled after the US close.',
        ],
        [
          '{coin} ETFs see {amount} of outflows as demand cools',
          'Redemptions were concentrated in two of the larger funds, while smaller issuers reported flat flows.',
          'Analysts link the outflows to profit-taking after a strong month for {name} rather than to a change in long-term demand.',
        ],
        [
          'Issuers file amended paperwork for a spot {coin} ETF',
          'The filings update fee schedules and custody arrangements, a step analysts read as a sign that a decision on the {name} fund is approaching.',
          'The amended documents name the custodian and set the sponsor fee; the regulator has not commented.',
        ],
      ],
      fr: [
        [
          "ETF {coin} au comptant : {amount} d'entrées nettes en une séance",
          "Selon les analystes, ces flux traduisent l'intérêt institutionnel pour {name}. Les volumes des fonds dépassent leur moyenne sur 30 jours.",
          "Il s'agit de la plus forte collecte quotidienne du mois, selon les données des émetteurs publiées après la clôture américaine.",
        ],
        [
          'Les ETF {coin} enregistrent {amount} de sorties',
          'Les rachats se concentrent sur deux des principaux fonds, tandis que les plus petits émetteurs affichent des flux stables.',
          'Les analystes y voient des prises de bénéfices après un bon mois pour {name} plutôt qu’un recul de la demande de long terme.',
        ],
        [
          'ETF {coin} : les émetteurs déposent des documents mis à jour',
          "Les documents précisent les frais et les modalités de conservation, signe pour les analystes qu'une décision approche.",
          "Les nouvelles versions désignent le conservateur et fixent les frais de gestion ; le régulateur n'a pas commenté.",
        ],
      ],
    },
  },
  regulation: {
    weight: 8,
    maxRank: 120,
    label: { en: 'Regulation', fr: 'Régulation' },
    stories: {
      en: [
        [
          'Regulators publish MiCA guidance on {coin} staking services',
          'The guidance sets out licensing and disclosure requirements for platforms offering {name} staking to retail clients in the EU.',
          'Platforms have until the end of the transition period to comply; several said they would adjust their terms rather than exit.',
        ],
        [
          'US lawmakers question how {coin} is classified in a market-structure bill',
          'A draft circulated in committee would leave the classification of tokens such as {name} to a joint rulemaking by the SEC and CFTC.',
          'Industry groups welcomed the debate but warned that unclear definitions could push projects offshore.',
        ],
        [
          'Court ruling clarifies how secondary sales of {coin} are treated',
          'Legal experts say the decision could shape how regulators approach tokens such as {name}, although an appeal remains possible.',
          'The judge distinguished sales on exchanges from direct sales to investors, a line other courts have drawn before.',
        ],
      ],
      fr: [
        [
          "MiCA : l'ESMA précise les règles pour le staking de {coin}",
          "Le texte fixe les exigences d'agrément et d'information pour les plateformes qui proposent le staking de {name} aux particuliers dans l'Union européenne.",
          "Les plateformes ont jusqu'à la fin de la période transitoire pour se mettre en conformité.",
        ],
        [
          "L'AMF met en garde contre des offres non autorisées liées à {coin}",
          "Le régulateur a inscrit plusieurs sites sur sa liste noire et rappelle de vérifier l'agrément d'un prestataire avant d'investir.",
          "Ces sites promettent des rendements garantis sur {name}, une pratique qui doit alerter selon l'autorité.",
        ],
        [
          'Régulation : les prestataires européens adaptent leur offre {coin}',
          'Selon des juristes, les nouvelles règles pourraient guider d’autres régulateurs sur le traitement de jetons comme {name}.',
          'Plusieurs plateformes revoient leurs conditions générales pour se conformer au règlement MiCA.',
        ],
      ],
    },
  },
  listing: {
    weight: 7,
    minRank: 15,
    label: { en: 'Exchanges', fr: 'Plateformes' },
    stories: {
      en: [
        [
          '{venue} lists {coin} with euro and dollar trading pairs',
          'Deposits are open now and trading starts once liquidity is sufficient, the exchange said. Withdrawals will be enabled 24 hours later.',
          'The listing gives {name} holders a new fiat on-ramp; the exchange said it would waive trading fees for the first week.',
        ],
        [
          '{coin} gets listed on {venue}, deposits open today',
          'Trading is scheduled to start at noon UTC, with a limit on order sizes during the first hour.',
          'The exchange said {name} passed its periodic asset review, which looks at liquidity, custody and disclosures.',
        ],
        [
          '{venue} to add {coin} to its spot market next week',
          'The exchange will open deposits two days before trading begins, according to a notice to users.',
          'Market makers have been lined up for the new pairs, the exchange said, without naming them.',
        ],
      ],
      fr: [
        [
          '{venue} ajoute {coin} avec des paires de trading en euros et en dollars',
          'Les dépôts sont ouverts et la cotation débutera dès que la liquidité sera suffisante, précise la plateforme.',
          "Cette cotation offre aux détenteurs de {name} une nouvelle passerelle vers l'euro ; les frais sont offerts la première semaine.",
        ],
        [
          "{coin} fait son entrée sur la plateforme d'échange {venue}",
          'Les échanges débuteront à midi UTC, avec une taille d’ordre limitée pendant la première heure.',
          'La plateforme indique que {name} a passé sa revue périodique des actifs : liquidité, conservation et transparence.',
        ],
        [
          "Nouvelle cotation : {coin} disponible sur {venue} dès aujourd'hui",
          'Les dépôts ouvrent deux jours avant le début des échanges, selon un avis publié par la plateforme.',
          'Des teneurs de marché ont été retenus pour les nouvelles paires, précise la plateforme sans les nommer.',
        ],
      ],
    },
  },
  delisting: {
    weight: 3,
    minRank: 40,
    label: { en: 'Exchanges', fr: 'Plateformes' },
    stories: {
      en: [
        [
          '{venue} to delist {coin} citing low trading volume',
          'Users have 30 days to withdraw their {name} before the pairs are closed, the exchange said in a notice.',
          'The exchange said the decision followed its quarterly review of liquidity across listed assets.',
        ],
        [
          '{coin} slides after {venue} announces delisting',
          'The token fell within minutes of the notice as traders moved balances to other venues.',
          'Withdrawals remain open until the end of the month; {name} stays listed on other exchanges.',
        ],
        [
          '{venue} removes {coin} trading pairs at the end of the month',
          'The exchange cited liquidity and reporting standards in its periodic review; {name} remains available on other venues.',
          'Open orders will be cancelled when the pairs close, and deposits of {name} are already disabled.',
        ],
      ],
      fr: [
        [
          '{venue} annonce le retrait de la cote de {coin}',
          'Les utilisateurs disposent de 30 jours pour retirer leurs {name} avant la fermeture des paires, indique la plateforme.',
          'La plateforme explique sa décision par sa revue trimestrielle de la liquidité des actifs cotés.',
        ],
        [
          "{coin} recule après l'annonce d'un retrait de la cote sur {venue}",
          "Le jeton a reculé quelques minutes après l'avis, les traders transférant leurs avoirs vers d'autres plateformes.",
          'Les retraits restent possibles jusqu’à la fin du mois ; {name} reste coté ailleurs.',
        ],
        [
          'Radiation : {coin} bientôt retiré de {venue}',
          'La plateforme invoque des critères de liquidité lors de sa revue périodique ; {name} reste disponible ailleurs.',
          'Les ordres ouverts seront annulés à la fermeture des paires et les dépôts de {name} sont déjà désactivés.',
        ],
      ],
    },
  },
  upgrade: {
    weight: 8,
    maxRank: 150,
    label: { en: 'Technology', fr: 'Technologie' },
    stories: {
      en: [
        [
          '{coin} mainnet upgrade set to go live next week',
          'The upgrade reduces block propagation times and changes how fees are calculated, according to the release notes.',
          'Node operators are asked to update their software before the activation height; exchanges may pause deposits briefly.',
        ],
        [
          '{coin} developers ship a client release that lowers fees',
          'The release cuts the cost of common transactions and fixes several bugs reported on the testnet.',
          'Developers say the change was tested for several weeks; validators representing most of the stake have upgraded.',
        ],
        [
          '{coin} testnet hard fork completes without issues',
          'Developers say the fork went through on schedule and block production stayed stable during the switch.',
          'A mainnet date will be set once client teams have reviewed the testnet data, according to the roadmap.',
        ],
      ],
      fr: [
        [
          '{coin} : la mise à jour du réseau principal prévue la semaine prochaine',
          'La mise à jour réduit les délais de propagation des blocs et modifie le calcul des frais, selon les notes de version.',
          "Les opérateurs de nœuds doivent mettre à jour leur logiciel avant l'activation ; certaines plateformes pourraient suspendre brièvement les dépôts.",
        ],
        [
          'Les développeurs de {coin} publient une nouvelle version du client',
          'Cette version réduit le coût des transactions courantes et corrige plusieurs bugs signalés sur le réseau de test.',
          "Les développeurs indiquent que les validateurs représentant l'essentiel des jetons en staking ont déjà mis à jour.",
        ],
        [
          '{coin} : le hard fork sur le réseau de test s’est déroulé sans incident',
          'Le fork est intervenu à la date prévue et la production de blocs est restée stable, selon les développeurs.',
          'Une date pour le réseau principal sera fixée après examen des données du test, selon la feuille de route.',
        ],
      ],
    },
  },
  partnership: {
    weight: 8,
    maxRank: 200,
    label: { en: 'Adoption', fr: 'Adoption' },
    stories: {
      en: [
        [
          '{coin} partners with a European payments firm to settle merchant transactions',
          'The integration lets merchants accept {name} and receive euros, with conversion handled by the partner.',
          'A pilot starts with several hundred shops before a wider roll-out planned for the autumn.',
        ],
        [
          '{coin} foundation announces a custody partnership with a regional bank',
          'The bank will offer custody of {name} to its institutional clients, subject to regulatory approval.',
          'The foundation said the partnership answers demand from funds that cannot hold keys themselves.',
        ],
        [
          'Payments app integrates {coin} for cross-border transfers',
          'Users will be able to send {name} to contacts abroad, with the recipient choosing to keep it or convert it to local currency.',
          'The app said fees would be lower than those of card transfers on most routes.',
        ],
      ],
      fr: [
        [
          '{coin} noue un partenariat avec un acteur européen du paiement',
          "L'intégration permet aux commerçants d'accepter {name} et d'être payés en euros.",
          "Un pilote démarre avec quelques centaines de boutiques avant un déploiement plus large à l'automne.",
        ],
        [
          "Partenariat : la fondation {coin} s'associe à une banque régionale",
          "La banque proposera la conservation de {name} à ses clients institutionnels, sous réserve d'agrément.",
          'La fondation dit répondre à la demande de fonds qui ne peuvent pas détenir eux-mêmes leurs clés.',
        ],
        [
          'Une application de paiement intègre {coin} pour les transferts internationaux',
          'Les utilisateurs pourront envoyer des {name} à leurs proches à l’étranger, qui choisiront de les garder ou de les convertir.',
          "L'application promet des frais inférieurs à ceux des virements par carte sur la plupart des destinations.",
        ],
      ],
    },
  },
  up: {
    weight: 16,
    label: { en: 'Markets', fr: 'Marchés' },
    stories: {
      en: [
        [
          '{coin} jumps {pct} as trading volume climbs',
          'The move came with above-average volume on spot exchanges, and open interest in perpetual futures rose alongside the price.',
          'Traders point to short liquidations and renewed inflows; {name} remains below its all-time high.',
        ],
        [
          '{coin} climbs {pct} to a three-month high',
          '{name} broke above a level that had capped it since the start of the quarter, according to chart analysts.',
          'Derivatives data show funding rates turning positive as buyers returned.',
        ],
        [
          '{coin} surges {pct} after whale accumulation',
          'Large wallets added to their {name} holdings over the past week, on-chain data show.',
          'The rally outpaced the wider market, which was little changed over the same period.',
        ],
      ],
      fr: [
        [
          '{coin} bondit de {pct} en 24 heures',
          "La hausse s'accompagne de volumes supérieurs à la moyenne sur les plateformes au comptant.",
          'Les traders évoquent des liquidations de positions vendeuses ; {name} reste sous son record historique.',
        ],
        [
          '{coin} grimpe de {pct}, porté par des volumes en hausse',
          '{name} franchit un niveau qui le bloquait depuis le début du trimestre, selon les analystes techniques.',
          'Les taux de financement repassent en positif sur les contrats perpétuels.',
        ],
        [
          'Forte hausse pour {coin}, qui gagne {pct} sur la journée',
          'Les gros portefeuilles ont renforcé leurs positions en {name} cette semaine, selon les données on-chain.',
          'La hausse dépasse celle du marché, resté stable sur la période.',
        ],
      ],
    },
  },
  down: {
    weight: 14,
    label: { en: 'Markets', fr: 'Marchés' },
    stories: {
      en: [
        [
          '{coin} slides {pct} as traders take profits',
          'Liquidations of long positions added to the selling, according to derivatives data.',
          'Analysts see support near last month’s lows after a strong run for {name}.',
        ],
        [
          '{coin} falls {pct} amid a wider market pullback',
          '{name} underperformed the wider market over the session as funding rates turned negative on several venues.',
          'Most large-cap tokens ended the day lower, with volumes slightly below their weekly average.',
        ],
        [
          '{coin} drops {pct} after a week of gains',
          'The pullback erased part of the week’s rally; traders cited profit-taking ahead of the weekend.',
          'Open interest in {name} futures fell as leveraged positions were closed.',
        ],
      ],
      fr: [
        [
          '{coin} recule de {pct} sur fond de prises de bénéfices',
          'Les liquidations de positions acheteuses ont accentué les ventes, selon les données des produits dérivés.',
          'Les analystes voient un support près des plus bas du mois dernier après la belle progression de {name}.',
        ],
        [
          '{coin} chute de {pct} dans un marché prudent',
          '{name} fait moins bien que le marché sur la séance, les taux de financement devenant négatifs sur plusieurs plateformes.',
          'La plupart des grandes cryptomonnaies terminent la journée en baisse, avec des volumes un peu inférieurs à la moyenne.',
        ],
        [
          'Baisse de {pct} pour {coin} après une semaine de hausse',
          'Le repli efface une partie de la hausse de la semaine ; les traders évoquent des prises de bénéfices avant le week-end.',
          "L'intérêt ouvert sur les contrats à terme {name} diminue à mesure que les positions à effet de levier sont fermées.",
        ],
      ],
    },
  },
  macro: {
    weight: 7,
    maxRank: 10,
    label: { en: 'Macro', fr: 'Macro' },
    stories: {
      en: [
        [
          '{coin} slips as US inflation comes in hotter than expected',
          'Risk assets fell after the CPI report as traders pushed back the odds of a rate cut this year.',
          'The dollar index rose after the data, weighing on {name} and on equities alike.',
        ],
        [
          '{coin} holds steady as the Fed keeps rates unchanged',
          'The central bank left its policy rate on hold and signalled patience; markets had expected the decision.',
          'Traders now look to the next jobs report for clues on the path of interest rates.',
        ],
        [
          '{coin} gains {pct} after softer CPI data revive rate-cut hopes',
          'Inflation slowed more than forecast, lifting risk assets as bond yields eased.',
          '{name} traded in line with equities, which also rose after the release.',
        ],
      ],
      fr: [
        [
          'Inflation américaine plus forte que prévu : {coin} recule',
          "Les actifs risqués reculent après l'indice des prix, les investisseurs repoussant leurs anticipations de baisse des taux.",
          'Le dollar se renforce après la publication, pesant sur {name} comme sur les actions.',
        ],
        [
          'La Fed maintient ses taux, {coin} reste stable',
          'La banque centrale américaine laisse ses taux inchangés, une décision attendue par les marchés.',
          "Les investisseurs attendent désormais le rapport sur l'emploi américain pour anticiper la suite.",
        ],
        [
          'La BCE baisse ses taux directeurs, {coin} gagne {pct}',
          'La baisse des taux en zone euro soutient les actifs risqués, les rendements obligataires reculant.',
          '{name} évolue en ligne avec les actions européennes, elles aussi en hausse.',
        ],
      ],
    },
  },
  analysis: {
    weight: 10,
    label: { en: 'Analysis', fr: 'Analyse' },
    stories: {
      en: [
        [
          '{coin} price prediction: analysts eye key resistance after a quiet week',
          'Analysts note that {name} has held above its 50-day average while exchange balances keep falling. This is not investment advice.',
          'A close above resistance would open the way to the year’s highs, chartists say, while a rejection could send it back to support.',
        ],
        [
          'Analysis: what on-chain data says about {coin} holders',
          'Long-term holders added to their positions over the month, on-chain metrics show, though volumes remain thin.',
          'The share of {name} held on exchanges is at its lowest in a year, a sign that holders are moving coins to their own wallets.',
        ],
        [
          '{coin} forms a bullish pattern on the daily chart, analysts say',
          'Chartists point to a series of higher lows since the start of the month. This is not investment advice.',
          'Momentum indicators have turned up, although trading volume has yet to confirm the move.',
        ],
      ],
      fr: [
        [
          'Prévision du cours de {coin} : les analystes surveillent une résistance clé',
          "{name} se maintient au-dessus de sa moyenne mobile à 50 jours, tandis que les soldes sur les plateformes baissent. Ceci n'est pas un conseil en investissement.",
          'Une clôture au-dessus de la résistance ouvrirait la voie aux plus hauts annuels, selon les analystes techniques.',
        ],
        [
          'Analyse : ce que disent les données on-chain sur les détenteurs de {coin}',
          'Les détenteurs de long terme ont renforcé leurs positions sur le mois, mais les volumes restent faibles.',
          'La part de {name} détenue sur les plateformes est au plus bas depuis un an.',
        ],
        [
          '{coin} : une figure haussière se dessine, selon les analystes',
          "Les analystes techniques relèvent une série de plus bas ascendants depuis le début du mois. Ceci n'est pas un conseil en investissement.",
          "Les indicateurs de momentum se redressent, mais les volumes n'ont pas encore confirmé le mouvement.",
        ],
      ],
    },
  },
  nft: {
    weight: 4,
    maxRank: 120,
    amount: [2e6, 60e6],
    label: { en: 'NFT', fr: 'NFT' },
    stories: {
      en: [
        [
          'NFT sales on {coin} rise {pct} over the week',
          'Weekly NFT volume on {name} reached {amount}, driven by a handful of gaming collections, according to marketplace data.',
          'The number of unique buyers also rose, a sign that the activity is not limited to a few large traders.',
        ],
        [
          '{coin} NFT collection hits a record floor price',
          'The cheapest item in the collection now sells for more than at any time since its launch, marketplace data show.',
          'Collectors point to a new game built around the collection and to lower royalties.',
        ],
        [
          'NFT marketplace adds support for {coin} collections',
          'Creators can now list collections minted on {name}, with royalties enforced by the marketplace.',
          'The marketplace said support for {name} was the most requested feature among its users.',
        ],
      ],
      fr: [
        [
          'NFT : les ventes sur {coin} progressent de {pct} sur la semaine',
          'Le volume hebdomadaire de NFT sur {name} atteint {amount}, porté par quelques collections de jeux vidéo.',
          "Le nombre d'acheteurs uniques progresse aussi, signe que l'activité ne se limite pas à quelques gros traders.",
        ],
        [
          'Une collection NFT sur {coin} atteint un prix plancher record',
          "L'objet le moins cher de la collection ne s'est jamais vendu aussi cher depuis son lancement.",
          'Les collectionneurs citent un nouveau jeu bâti autour de la collection et des redevances plus faibles.',
        ],
        [
          'Une place de marché NFT ajoute la prise en charge de {coin}',
          'Les créateurs peuvent désormais proposer des collections émises sur {name}, avec des redevances garanties.',
          'La place de marché indique que la prise en charge de {name} était la fonctionnalité la plus demandée.',
        ],
      ],
    },
  },
  defi: {
    weight: 6,
    maxRank: 150,
    amount: [50e6, 2e9],
    label: { en: 'DeFi', fr: 'DeFi' },
    stories: {
      en: [
        [
          'DeFi TVL on {coin} tops {amount}',
          'Total value locked in {name} DeFi protocols rose as lending markets added new collateral types.',
          'Lending and liquidity pools account for most of the growth; stablecoin deposits also increased.',
        ],
        [
          '{coin} staking yields draw {amount} of new deposits',
          'Liquid staking protocols reported the largest inflows, as yields stayed above those of rival networks.',
          'The share of {name} supply that is staked has reached a new high, according to dashboards tracking the network.',
        ],
        [
          'Liquidity on {coin} DEXes climbs {pct} in a week',
          'Decentralized exchanges on {name} saw deeper pools and tighter spreads after new incentive programmes started.',
          'Trading volume on the DEXes rose too, led by stablecoin pairs.',
        ],
      ],
      fr: [
        [
          'DeFi : la valeur verrouillée sur {coin} dépasse {amount}',
          'La valeur totale verrouillée dans les protocoles DeFi sur {name} progresse, les marchés de prêt ajoutant de nouveaux collatéraux.',
          'Les protocoles de prêt et les pools de liquidité concentrent l’essentiel de la croissance.',
        ],
        [
          'Finance décentralisée : le staking de {coin} attire {amount} de dépôts',
          'Les protocoles de staking liquide enregistrent les plus fortes entrées, les rendements restant supérieurs à ceux des réseaux concurrents.',
          "La part de l'offre de {name} en staking atteint un record, selon les tableaux de bord du réseau.",
        ],
        [
          'La liquidité des DEX sur {coin} grimpe de {pct} en une semaine',
          'Les plateformes décentralisées sur {name} affichent des pools plus profonds après le lancement de programmes incitatifs.',
          'Les volumes des DEX progressent aussi, menés par les paires en stablecoins.',
        ],
      ],
    },
  },
};

/** Invented exchanges: no real venue is said to list or delist anything. */
export const DEMO_VENUES: readonly string[] = ['Kestrel Exchange', 'Northbridge Exchange', 'Vireo Exchange', 'Harbor Exchange'];

/** Invented outlets, "Demo" in every name: the source line alone says the story is not real. */
export const DEMO_OUTLETS: Record<NewsLang, readonly string[]> = {
  en: ['K3 Demo Wire', 'Demo Crypto Daily', 'Demo Ledger Times'],
  fr: ['Démo Actu Crypto', 'Le Journal Démo des Cryptos', 'Démo Chaîne Info'],
};

/** Small rewrites a second outlet makes to the same story's title (grouping must still see one story). */
export const DUPLICATE_SUFFIXES: Record<NewsLang, readonly string[]> = {
  en: [', data show', ' – report', ''],
  fr: [', selon les données', ' – le point', ' (actualisé)'],
};
