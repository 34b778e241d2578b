// Share to X (spec §2 "Share button", §3 "Share data: tweetdata {text, hashtags, url, extra}", §4 "Share to X",
// §7 "GET /tweets/random reads tweet{text, hashtags, url}"; issue 4 §4-5).
import { z } from 'zod';
import { okSchema } from './envelope';
import { LOCALES } from '../constants/locales';
import { QuestRewardSchema } from './rewards';

export const TweetSchema = z
  .object({
    text: z.string(),
    hashtags: z.array(z.string()).describe('Without the # sign; appended to the text by the share intent'),
    url: z.string().describe("The user's referral link"),
  })
  .meta({ id: 'Tweet' });
export type Tweet = z.infer<typeof TweetSchema>;
export const TweetResponseSchema = okSchema(z.object({ tweet: TweetSchema }).meta({ id: 'RandomTweet' }));
export const TweetQuerySchema = z.object({ lang: z.enum(LOCALES).default('en').describe('Language of the text') });

export const ShareRecordedSchema = z
  .object({
    lastShare: z.iso.datetime().describe('When the share was recorded'),
    granted: QuestRewardSchema.nullable().describe(
      "What today's share-and-earn quest granted (once per UTC day); null when nothing was due",
    ),
  })
  .meta({ id: 'ShareRecorded' });
export const ShareRecordedResponseSchema = okSchema(ShareRecordedSchema);

/** X's web intent for a prepared post (the share button opens it in a new window). */
export function tweetIntentUrl(tweet: Tweet): string {
  const params: [string, string][] = [
    ['text', tweet.text],
    ['url', tweet.url],
  ];
  if (tweet.hashtags.length) params.push(['hashtags', tweet.hashtags.join(',')]);
  return `https://twitter.com/intent/tweet?${params.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&')}`;
}
