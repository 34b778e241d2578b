// The label of an AVERAGE sentiment score (-1 to 1), for a coin's last 7 days of news (SmartFolio, Agent K, the
// Telegram bot): within ±NEWS_SENTIMENT_NEUTRAL_BAND it is neutral. Each item carries its own label from the scorer.
import type { NewsSentimentLabel } from '../schemas/news';

export const NEWS_SENTIMENT_NEUTRAL_BAND = 0.15;

export function averageSentimentLabel(score: number): NewsSentimentLabel {
  if (score > NEWS_SENTIMENT_NEUTRAL_BAND) return 'positive';
  if (score < -NEWS_SENTIMENT_NEUTRAL_BAND) return 'negative';
  return 'neutral';
}
