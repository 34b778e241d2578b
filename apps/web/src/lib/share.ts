// Share to X calls (spec §7 "GET /tweets/random reads tweet{text, hashtags, url}"; issue 4 §5 "recording the share
// time"): the prepared post in the interface language, and POST /me/share once the user has opened X's intent.
import { ShareRecordedSchema, TweetSchema, type Locale } from '@k3/shared';
import { z } from 'zod';
import { apiRequest } from './api-client';

const RandomTweetSchema = z.object({ tweet: TweetSchema });

export const getRandomTweet = async (lang: Locale, signal?: AbortSignal) =>
  (await apiRequest({ path: `/tweets/random?lang=${lang}`, schema: RandomTweetSchema, signal })).tweet;

export const recordShare = () => apiRequest({ path: '/me/share', method: 'POST', schema: ShareRecordedSchema });
