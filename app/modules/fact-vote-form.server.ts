import type { AppLoadContext } from '@remix-run/cloudflare';
import { translator } from '~/modules/messages.server';
import { json } from '@remix-run/cloudflare';
import { castFactVote, listingToVoteOn } from '~/models/fact-votes.server';
import { saysNo } from '~/utils/fact-noes';
import { factOf, isFactKey } from '~/utils/facts';
import { FACT_VOTE_ANSWERS, FACT_VOTE_INTENT, isVotableFact, type FactVoteAnswer } from '~/utils/fact-votes';
import { getOptionalUser } from './auth.server';
import type { Env } from './env.server';
import { notFound, PRIVATE_PAGE, redirectWithToast, toastWithAnswer } from './http.server';
import { publishChanges } from './publishing.server';
import { clientKey, rateLimitedMessage, tooManyRequests, withinRateLimit } from './rate-limit.server';

const encoder = new TextEncoder();

/**
 * Who votes, so one person counts once per fact: a signed-in diner by account; anyone else
 * by a keyed hash of their connection (an IPv6 one by its /64) and the Fort Worth day. The
 * day is in the hash so the table links no one's votes across days and an address a
 * carrier hands to someone else tomorrow is a new voter; without the site's secret no key
 * can be matched to an address.
 */
export async function voterKey(env: Env, request: Request, userId: number | null, day: string): Promise<string> {
  if (userId) return `user:${userId}`;
  const secret = env.SESSION_SECRET.split(',')[0]!.trim();
  const key = await crypto.subtle.importKey('raw', encoder.encode(`fact-vote:${secret}`), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(`${clientKey(request)}|${day}`)));
  return `anon:${[...mac.subarray(0, 16)].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

function refuse(context: AppLoadContext, status: number, description: string, headers: HeadersInit = PRIVATE_PAGE) {
  toastWithAnswer(context, { type: 'error', title: translator(context.locale)('restaurant.vote.notCounted'), description });
  return json(null, { status, headers });
}

/**
 * A diner's "Was this right? Yes / No" on an access fact of the restaurant page, signed in
 * or not; null for another of the page's forms. A vote that changes a count moves the
 * content generation on, so the next diner's page, shared at the edge, shows it.
 */
export async function handleFactVote(request: Request, context: AppLoadContext, form: FormData, slug: string) {
  if (form.get('intent') !== FACT_VOTE_INTENT) return null;
  const user = await getOptionalUser(context);
  if (!(await withinRateLimit(context, 'REPORT_RATE_LIMITER', clientKey(request, user?.id)))) {
    return refuse(context, 429, rateLimitedMessage(translator(context.locale)), tooManyRequests(PRIVATE_PAGE).headers);
  }
  const listing = (await listingToVoteOn(context.db, slug)) ?? notFound();
  const fact = String(form.get('fact') ?? '');
  const t = translator(context.locale);
  // The buttons say Yes and No, or Sí and No on a Spanish page.
  const said = String(form.get('answer') ?? '').toLowerCase();
  const answer = said === 'sí' ? 'yes' : said;
  if (!FACT_VOTE_ANSWERS.includes(answer as FactVoteAnswer)) return refuse(context, 400, t('restaurant.vote.chooseYesOrNo'));
  // Only what the page shows can be voted on: an access fact checked here, and a no the page says.
  const shown = listing.facts.find((f) => f.fact === fact);
  if (!isVotableFact(fact) || !shown || (shown.value === 'no' && !(isFactKey(fact) && saysNo(factOf(fact))))) {
    return refuse(context, 400, t('restaurant.vote.notOnListing'));
  }
  const changed = await castFactVote(context.db, {
    restaurantId: listing.id,
    fact,
    voterKey: await voterKey(context.cloudflare.env, request, user?.id ?? null, context.now.date),
    answer: answer as FactVoteAnswer,
    at: context.instant,
  });
  if (changed) await publishChanges(context);
  return redirectWithToast(context, `/restaurant/${listing.slug}#good-to-know-heading`, {
    type: 'success',
    title: t('restaurant.vote.thanks'),
    description: t('restaurant.vote.helps'),
  });
}
