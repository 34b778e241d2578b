// The market, fundamental and social alert rules (docs/xray-rules.md): tokenomics and transparency from market data,
// project facts and community reach.
import type { AlertRule } from './alert-model';
import { type Localized, localize } from './format';
import type { LinkInput } from './inputs';
import { num, simpleRule, type Finding, listRule, plural, monthsBetween, linkMissing, T } from './rule-kit';

export const MARKET_RULES: readonly AlertRule[] = [
  simpleRule({
    key: 'important_price_drop',
    group: 'tokenomics',
    severity: 'medium',
    field: 'priceChange7d',
    threshold: T.importantPriceDrop7d,
    unit: 'percent',
    condition: '7-day price change ≤ −20 %',
    fires: (v) => v <= T.importantPriceDrop7d,
    shown: Math.abs,
    because: (v, t) => ({
      en: `The price fell ${v.en} over 7 days; a drop of ${t.en} or more in a week signals heavy selling.`,
      fr: `Le prix a baissé de ${v.fr} en 7 jours ; une chute de ${t.fr} ou plus en une semaine signale de fortes ventes.`,
      es: `El precio cayó un ${v.es} en 7 días; una caída del ${t.es} o más en una semana indica fuertes ventas.`,
    }),
  }),
  simpleRule({
    key: 'huge_price_drop',
    group: 'tokenomics',
    severity: 'high',
    field: 'priceChange30d',
    threshold: T.hugePriceDrop30d,
    unit: 'percent',
    condition: '30-day price change ≤ −50 %',
    fires: (v) => v <= T.hugePriceDrop30d,
    shown: Math.abs,
    because: (v, t) => ({
      en: `The price fell ${v.en} over 30 days; losing ${t.en} or more in a month is typical of a collapse or an exit by insiders.`,
      fr: `Le prix a baissé de ${v.fr} en 30 jours ; perdre ${t.fr} ou plus en un mois est typique d'un effondrement ou d'une sortie des initiés.`,
      es: `El precio cayó un ${v.es} en 30 días; perder un ${t.es} o más en un mes es típico de un colapso o de una salida de los iniciados.`,
    }),
  }),
  simpleRule({
    key: 'low_marketcap',
    group: 'tokenomics',
    severity: 'medium',
    field: 'marketCap',
    threshold: T.lowMarketCap,
    unit: 'usd',
    condition: 'market cap < $10M',
    fires: (v) => v < T.lowMarketCap,
    because: (v, t) => ({
      en: `The market cap is ${v.en}; below ${t.en} a token is a micro-cap whose price a few trades can move.`,
      fr: `La capitalisation est de ${v.fr} ; sous ${t.fr}, un jeton est une micro-capitalisation dont quelques ordres font bouger le prix.`,
      es: `La capitalización es de ${v.es}; por debajo de ${t.es} un token es una microcapitalización cuyo precio mueven unas pocas órdenes.`,
    }),
  }),
  simpleRule({
    key: 'low_volume',
    group: 'tokenomics',
    severity: 'medium',
    field: 'volume24h',
    threshold: T.lowVolume,
    unit: 'usd',
    condition: '$10k ≤ 24 h volume < $100k (below $10k extrem_low_volume fires instead)',
    fires: (v) => v < T.lowVolume && v >= T.extremLowVolume,
    because: (v, t) => ({
      en: `Only ${v.en} was traded in 24 hours; below ${t.en} selling a position can move the price against you.`,
      fr: `Seulement ${v.fr} échangés en 24 heures ; sous ${t.fr}, vendre une position peut faire baisser le prix contre vous.`,
      es: `Solo se negociaron ${v.es} en 24 horas; por debajo de ${t.es} vender una posición puede mover el precio en su contra.`,
    }),
  }),
  simpleRule({
    key: 'extrem_low_volume',
    group: 'tokenomics',
    severity: 'high',
    field: 'volume24h',
    threshold: T.extremLowVolume,
    unit: 'usd',
    condition: '24 h volume < $10k',
    fires: (v) => v < T.extremLowVolume,
    because: (v, t) => ({
      en: `Only ${v.en} was traded in 24 hours; below ${t.en} the market is nearly illiquid and you may not be able to sell.`,
      fr: `Seulement ${v.fr} échangés en 24 heures ; sous ${t.fr}, le marché est presque illiquide et vous pourriez ne pas pouvoir vendre.`,
      es: `Solo se negociaron ${v.es} en 24 horas; por debajo de ${t.es} el mercado es casi ilíquido y podría no poder vender.`,
    }),
  }),
  simpleRule({
    key: 'low_centralized_exchange_volume',
    group: 'tokenomics',
    severity: 'low',
    field: 'cexVolumeShare',
    threshold: T.lowCexVolumeShare,
    unit: 'share',
    condition: 'CEX share of the 24 h volume < 20 %',
    fires: (v) => v < T.lowCexVolumeShare,
    because: (v, t) => ({
      en: `Centralized exchanges carry ${v.en} of the volume; below ${t.en} trading depends on decentralized pools, thinner and easier to drain.`,
      fr: `Les plateformes centralisées portent ${v.fr} du volume ; sous ${t.fr}, les échanges dépendent de pools décentralisés, moins profonds et plus faciles à vider.`,
      es: `Los exchanges centralizados concentran el ${v.es} del volumen; por debajo del ${t.es} el comercio depende de pools descentralizados, menos profundos y más fáciles de vaciar.`,
    }),
  }),
  {
    key: 'supply_concentration_risk',
    group: 'tokenomics',
    severity: 'medium',
    inputs: ['circulatingSupply', 'maxSupply', 'totalSupply'],
    threshold: T.lowCirculatingShare,
    unit: 'share',
    risky: 'below',
    condition: 'circulating supply / max supply (else total supply) < 50 %',
    evaluate(inputs) {
      const circ = num(inputs, 'circulatingSupply');
      if ('missing' in circ) return { status: 'not-checked', reason: circ.missing };
      const maxRead = num(inputs, 'maxSupply');
      const cap = 'value' in maxRead && maxRead.value > 0 ? maxRead : num(inputs, 'totalSupply');
      if ('missing' in cap) return { status: 'not-checked', reason: 'neither maxSupply nor totalSupply measured' };
      if (cap.value <= 0) return { status: 'not-checked', reason: 'the supply cap is not positive' };
      const share = Math.min(1, circ.value / cap.value);
      if (share >= T.lowCirculatingShare) return { status: 'passed', value: share };
      const v = localize(share, 'share');
      const t = localize(T.lowCirculatingShare, 'share');
      return {
        status: 'fired',
        value: share,
        because: {
          en: `Only ${v.en} of the supply circulates; below ${t.en} the rest, held by the team, investors or a treasury, can be unlocked and sold.`,
          fr: `Seulement ${v.fr} de l'offre circule ; sous ${t.fr}, le reste, détenu par l'équipe, les investisseurs ou une trésorerie, peut être débloqué et vendu.`,
          es: `Solo circula el ${v.es} de la oferta; por debajo del ${t.es} el resto, en manos del equipo, inversores o una tesorería, puede desbloquearse y venderse.`,
        },
      };
    },
  },
  simpleRule({
    key: 'low_hype',
    group: 'tokenomics',
    severity: 'low',
    field: 'globalHype',
    threshold: T.lowHype,
    unit: 'score',
    condition: 'global hype index < 20 / 100',
    fires: (v) => v < T.lowHype,
    because: (v, t) => ({
      en: `The hype index is ${v.en}/100; below ${t.en} few people talk about the token and demand is weak.`,
      fr: `L'indice d'engouement est de ${v.fr}/100 ; sous ${t.fr}, peu de gens parlent du jeton et la demande est faible.`,
      es: `El índice de popularidad es ${v.es}/100; por debajo de ${t.es} poca gente habla del token y la demanda es débil.`,
    }),
  }),
  simpleRule({
    key: 'weak_market_narrative',
    group: 'tokenomics',
    severity: 'info',
    field: 'narrativePerf7d',
    threshold: T.weakNarrative7d,
    unit: 'percent',
    condition: "narrative's 7-day performance ≤ −10 %",
    fires: (v) => v <= T.weakNarrative7d,
    shown: Math.abs,
    because: (v, t) => ({
      en: `The token's narrative lost ${v.en} over 7 days; a weekly loss of ${t.en} or more means the market is leaving this theme.`,
      fr: `La thématique du jeton a perdu ${v.fr} en 7 jours ; une perte hebdomadaire de ${t.fr} ou plus signifie que le marché délaisse ce thème.`,
      es: `La narrativa del token perdió un ${v.es} en 7 días; una pérdida semanal del ${t.es} o más indica que el mercado abandona este tema.`,
    }),
  }),
  simpleRule({
    key: 'important_narrative_downtrend',
    group: 'tokenomics',
    severity: 'low',
    field: 'narrativePerf30d',
    threshold: T.narrativeDowntrend30d,
    unit: 'percent',
    condition: "narrative's 30-day performance ≤ −25 %",
    fires: (v) => v <= T.narrativeDowntrend30d,
    shown: Math.abs,
    because: (v, t) => ({
      en: `The token's narrative lost ${v.en} over 30 days; a monthly loss of ${t.en} or more is a lasting downtrend that drags its tokens down.`,
      fr: `La thématique du jeton a perdu ${v.fr} en 30 jours ; une perte mensuelle de ${t.fr} ou plus est une tendance baissière durable qui entraîne ses jetons.`,
      es: `La narrativa del token perdió un ${v.es} en 30 días; una pérdida mensual del ${t.es} o más es una tendencia bajista duradera que arrastra a sus tokens.`,
    }),
  }),
  listRule({
    key: 'lack_of_transparency',
    group: 'transparency',
    severity: 'medium',
    inputs: ['website', 'whitepaper', 'repository', 'lastUpdate', 'asOf'],
    threshold: T.transparencyMissingItems,
    condition: '2 or more of: no website, no whitepaper, no public repository, no update for 12 months',
    collect(inputs) {
      const findings: Finding[] = [];
      let known = 0;
      const links: [LinkInput, Localized][] = [
        [inputs.website, { en: 'no website', fr: 'pas de site web', es: 'sin sitio web' }],
        [inputs.whitepaper, { en: 'no whitepaper', fr: 'pas de livre blanc', es: 'sin libro blanco' }],
        [
          inputs.repository,
          { en: 'no public code repository', fr: 'pas de dépôt de code public', es: 'sin repositorio de código público' },
        ],
      ];
      for (const [link, label] of links) {
        const missing = linkMissing(link);
        if (missing === null) continue;
        known++;
        if (missing) findings.push(label);
      }
      const last = inputs.lastUpdate ? Date.parse(inputs.lastUpdate) : NaN;
      const asOf = inputs.asOf ? Date.parse(inputs.asOf) : NaN;
      if (Number.isFinite(last) && Number.isFinite(asOf)) {
        known++;
        const months = monthsBetween(new Date(last), new Date(asOf));
        if (months >= T.staleUpdateMonths) {
          const m = localize(months, 'months');
          findings.push({
            en: `no update for ${m.en} months`,
            fr: `aucune mise à jour depuis ${m.fr} mois`,
            es: `sin actualizaciones desde hace ${m.es} meses`,
          });
        }
      }
      if (known < T.transparencyMissingItems) {
        return { missing: `only ${known} of website, whitepaper, repository and last update known (need 2)` };
      }
      return { findings };
    },
    because: (v, t, list) => ({
      en: `${v.en} transparency items are missing (${list.en}); from ${t.en} missing items, nobody can check what the team builds.`,
      fr: `${v.fr} éléments de transparence manquent (${list.fr}) ; à partir de ${t.fr} éléments manquants, personne ne peut vérifier ce que construit l'équipe.`,
      es: `Faltan ${v.es} elementos de transparencia (${list.es}); a partir de ${t.es} elementos ausentes nadie puede verificar lo que construye el equipo.`,
    }),
  }),
  simpleRule({
    key: 'limited_centralized_exchange_access',
    group: 'tokenomics',
    severity: 'low',
    field: 'cexListingCount',
    threshold: T.minCexListings,
    unit: 'count',
    condition: 'centralized exchange listings < 3',
    fires: (v) => v < T.minCexListings,
    because: (v, t, n) => ({
      en: `The token is listed on ${v.en} centralized ${plural(n, 'exchange', 'exchanges')}; with fewer than ${t.en} it is hard to buy or sell and a single delisting can cut access.`,
      fr: `Le jeton est listé sur ${v.fr} ${plural(n, 'plateforme centralisée', 'plateformes centralisées')} ; avec moins de ${t.fr}, il est difficile à acheter ou vendre et un seul retrait peut en couper l'accès.`,
      es: `El token cotiza en ${v.es} ${plural(n, 'exchange centralizado', 'exchanges centralizados')}; con menos de ${t.es} es difícil comprarlo o venderlo y una sola exclusión puede cortar el acceso.`,
    }),
  }),
  simpleRule({
    key: 'project_too_young',
    group: 'governance',
    severity: 'medium',
    field: 'projectAgeMonths',
    threshold: T.minProjectAgeMonths,
    unit: 'months',
    condition: 'project age < 6 months',
    fires: (v) => v < T.minProjectAgeMonths,
    because: (v, t) => ({
      en: `The project is ${v.en} months old; under ${t.en} months it has no track record, and most rug pulls happen in that window.`,
      fr: `Le projet a ${v.fr} mois ; avant ${t.fr} mois, il n'a pas d'historique, et la plupart des arnaques de sortie ont lieu dans cette période.`,
      es: `El proyecto tiene ${v.es} meses; con menos de ${t.es} meses no tiene historial, y la mayoría de los rug pulls ocurren en ese periodo.`,
    }),
  }),
  simpleRule({
    key: 'low_community_score',
    group: 'transparency',
    severity: 'low',
    field: 'communityScore',
    threshold: T.lowCommunityScore,
    unit: 'score',
    condition: 'community score < 25 / 100',
    fires: (v) => v < T.lowCommunityScore,
    because: (v, t) => ({
      en: `The community score is ${v.en}/100; below ${t.en} too few people follow the project to notice and report problems.`,
      fr: `Le score de communauté est de ${v.fr}/100 ; sous ${t.fr}, trop peu de gens suivent le projet pour repérer et signaler les problèmes.`,
      es: `La puntuación de comunidad es ${v.es}/100; por debajo de ${t.es} muy poca gente sigue el proyecto para detectar y denunciar problemas.`,
    }),
  }),
  simpleRule({
    key: 'low_twitter_followers',
    group: 'transparency',
    severity: 'low',
    field: 'twitterFollowers',
    threshold: T.lowTwitterFollowers,
    unit: 'count',
    condition: 'X (Twitter) followers < 5,000',
    fires: (v) => v < T.lowTwitterFollowers,
    because: (v, t) => ({
      en: `The project's X (Twitter) account has ${v.en} followers; below ${t.en} its audience is small and easy to fake.`,
      fr: `Le compte X (Twitter) du projet a ${v.fr} abonnés ; sous ${t.fr}, son audience est faible et facile à simuler.`,
      es: `La cuenta de X (Twitter) del proyecto tiene ${v.es} seguidores; por debajo de ${t.es} su audiencia es pequeña y fácil de falsear.`,
    }),
  }),
  simpleRule({
    key: 'low_reddit_subscribers',
    group: 'transparency',
    severity: 'info',
    field: 'redditSubscribers',
    threshold: T.lowRedditSubscribers,
    unit: 'count',
    condition: 'Reddit subscribers < 1,000',
    fires: (v) => v < T.lowRedditSubscribers,
    because: (v, t) => ({
      en: `The project's subreddit has ${v.en} subscribers; below ${t.en} there is little open discussion of it.`,
      fr: `Le subreddit du projet compte ${v.fr} abonnés ; sous ${t.fr}, il y a peu de discussion ouverte à son sujet.`,
      es: `El subreddit del proyecto tiene ${v.es} suscriptores; por debajo de ${t.es} hay poca discusión abierta sobre él.`,
    }),
  }),
  simpleRule({
    key: 'low_online_telegram_users',
    group: 'transparency',
    severity: 'info',
    field: 'telegramOnline',
    threshold: T.lowTelegramOnline,
    unit: 'count',
    condition: 'Telegram users online < 100',
    fires: (v) => v < T.lowTelegramOnline,
    because: (v, t) => ({
      en: `${v.en} users are online in the project's Telegram; below ${t.en} the community is barely active.`,
      fr: `${v.fr} utilisateurs sont en ligne sur le Telegram du projet ; sous ${t.fr}, la communauté est à peine active.`,
      es: `Hay ${v.es} usuarios en línea en el Telegram del proyecto; por debajo de ${t.es} la comunidad apenas está activa.`,
    }),
  }),
  simpleRule({
    key: 'low_coingecko_followers',
    group: 'transparency',
    severity: 'low',
    field: 'coingeckoWatchlist',
    threshold: T.lowCoingeckoWatchlist,
    unit: 'count',
    condition: 'CoinGecko watchlist users < 1,000',
    fires: (v) => v < T.lowCoingeckoWatchlist,
    because: (v, t) => ({
      en: `${v.en} CoinGecko users watch the token; below ${t.en} few investors follow it.`,
      fr: `${v.fr} utilisateurs de CoinGecko suivent le jeton ; sous ${t.fr}, peu d'investisseurs s'y intéressent.`,
      es: `${v.es} usuarios de CoinGecko siguen el token; por debajo de ${t.es} pocos inversores le prestan atención.`,
    }),
  }),
];
