// The French stories of the demo news feed, per event family: [title, description, a second outlet's description]
// (demo-templates.ts gives the placeholders and the families' weights).
import type { DemoFamily, StoryTemplate } from './demo-templates';

export const FR_STORIES: Record<DemoFamily, readonly StoryTemplate[]> = {
  hack: [
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
      'Les utilisateurs sont invités à révoquer les autorisations accordées aux contrats concernés, le temps que les développeurs évaluent les dégâts.',
    ],
  ],
  etf: [
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
  regulation: [
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
  listing: [
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
  delisting: [
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
  upgrade: [
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
  partnership: [
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
  up: [
    [
      '{coin} bondit de {pct} en 24 heures',
      "La hausse s'accompagne de volumes supérieurs à la moyenne sur les plateformes au comptant.",
      'Les traders évoquent des liquidations de positions vendeuses et le retour des acheteurs sur {name}.',
    ],
    [
      '{coin} grimpe de {pct}, porté par des volumes en hausse',
      '{name} franchit un niveau qui le bloquait depuis le début du trimestre, selon les analystes techniques.',
      'Les taux de financement repassent en positif sur les contrats perpétuels.',
      'threeMonthHigh',
    ],
    [
      'Forte hausse pour {coin}, qui gagne {pct} sur la journée',
      'Les gros portefeuilles ont renforcé leurs positions en {name} cette semaine, selon les données on-chain.',
      'La hausse dépasse celle du marché, resté stable sur la période.',
      'outpaced',
    ],
  ],
  down: [
    [
      '{coin} recule de {pct} sur fond de prises de bénéfices',
      'Les liquidations de positions acheteuses ont accentué les ventes, selon les données des produits dérivés.',
      'Les analystes voient un support près des plus bas du mois dernier après la belle progression de {name}.',
    ],
    [
      '{coin} chute de {pct} dans un marché prudent',
      '{name} fait moins bien que le marché sur la séance, les taux de financement devenant négatifs sur plusieurs plateformes.',
      'La plupart des grandes cryptomonnaies terminent la journée en baisse, avec des volumes un peu inférieurs à la moyenne.',
      'marketDown',
    ],
    [
      'Baisse de {pct} pour {coin} après une semaine de hausse',
      'Le repli efface une partie de la hausse de la semaine ; les traders évoquent des prises de bénéfices.',
      "L'intérêt ouvert sur les contrats à terme {name} diminue à mesure que les positions à effet de levier sont fermées.",
      'afterWeekOfGains',
    ],
  ],
  macro: [
    [
      'Inflation américaine plus forte que prévu : {coin} recule',
      "Les actifs risqués reculent après l'indice des prix, les investisseurs repoussant leurs anticipations de baisse des taux.",
      'Le dollar se renforce après la publication, pesant sur {name} comme sur les actions.',
      'down',
    ],
    [
      'La Fed maintient ses taux, {coin} reste stable',
      'La banque centrale américaine laisse ses taux inchangés, une décision attendue par les marchés.',
      "Les investisseurs attendent désormais le rapport sur l'emploi américain pour anticiper la suite.",
      'flat',
    ],
    [
      'La BCE baisse ses taux directeurs, {coin} gagne {pct}',
      'La baisse des taux en zone euro soutient les actifs risqués, les rendements obligataires reculant.',
      '{name} évolue en ligne avec les actions européennes, elles aussi en hausse.',
      'up',
    ],
  ],
  analysis: [
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
  nft: [
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
  defi: [
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
};
