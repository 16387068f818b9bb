import { json } from '@remix-run/cloudflare';
import {
  confirmDetails,
  getEditableRestaurant,
  restaurantInputOf,
  restaurantSlugTakenBy,
  saveRestaurant,
  type EditableRestaurant,
  type RestaurantInput,
} from '~/models/desk-restaurants.server';
import type { DeskKind } from '~/modules/desk-entity.server';
import { placeFromAddress } from '~/modules/geocoder.server';
import { PRIVATE_PAGE, redirectWithToast } from '~/modules/http.server';
import { publishChanges } from '~/modules/publishing.server';
import { addressBesideSample, waitForSampleAddress } from '~/modules/sample-twins.server';
import {
  parseRestaurantForm,
  RESTAURANT_FIELD_LABELS,
  restaurantFromForm,
  RestaurantIntent,
  restaurantToFormValues,
  type RestaurantFormValue,
} from '~/utils/desk-restaurant';
import { formatMonthYear } from '~/utils/format';
import { changedTopics, nextSources, sourcesOfSnapshot, type SourceRow } from '~/utils/listing-sources';
import { readSources } from '~/models/listing-sources.server';
import { proposalActions } from '~/modules/owner-proposals.server';

type RestaurantDraft = {
  input: RestaurantInput;
  /** A real place named like a sample listing sits beside it, never replaces it (decision 036). */
  besideSample: Awaited<ReturnType<typeof addressBesideSample>>;
  /** What the geocoder made of the address, said in the toast. */
  placing?: string | null;
  /** Fort Worth's date: the day a topic this save changes is stated by the editors. */
  today: string;
  /** A restored version's sources, put back as they were (decision 050). */
  sources?: SourceRow[];
};

/**
 * Listings at the desk: the shared flow without publication states. Every save
 * shows to readers at once, and publishes a draft an import left (decision 040).
 */
export const restaurantDesk: DeskKind<RestaurantInput, EditableRestaurant, RestaurantDraft, RestaurantFormValue> = {
  entity: 'restaurant',
  noun: 'restaurant',
  addressHolder: 'listing',
  path: (id) => `/admin/restaurants/${id}`,
  intents: RestaurantIntent.options,
  fallback: 'save',
  published: false,
  find: getEditableRestaurant,
  comparable: restaurantToFormValues,
  labels: RESTAURANT_FIELD_LABELS,
  name: (input) => input.name,
  parse: (formData, context) => parseRestaurantForm(formData, context.now.date),
  async prepare(context, value, current) {
    const input = restaurantFromForm(value, { today: context.now.date, previous: current?.input.facts ?? {} });
    const besideSample = input.slug ? await addressBesideSample(context.db, input.slug, current) : null;
    if (besideSample) input.slug = besideSample.slug;
    return { input, besideSample, today: context.now.date };
  },
  address: {
    field: 'name',
    missing: 'Give a name with letters or digits',
    taken: (holder, input) => `Another listing, “${holder}”, already has this name's address. Add its area, e.g. “${input.name} Magnolia”.`,
  },
  slugTakenBy: restaurantSlugTakenBy,
  // Before the changes are listed, so coordinates it finds are named in the history.
  settle: async (context, draft) => ({ ...draft, placing: await placeFromAddress(context.cloudflare.env, draft.input) }),
  saveAction: ({ input }, current) =>
    current === null ? 'created' : input.closed && !current.input.closed ? 'marked permanently closed' : 'updated',
  save: async (db, { input, today, sources }, save) =>
    saveRestaurant(db, {
      ...save,
      input,
      // A changed topic is the editors' word from now on; a restore puts back who said what then.
      sources:
        sources ??
        (save.current
          ? nextSources(await readSources(db, save.current.id), changedTopics(save.current.input, input).map((c) => c.topic), { source: 'editor', userId: save.userId, updatedOn: today })
          : undefined),
      closedAt: input.closed ? (save.current?.closedAt ?? new Date().toISOString()) : null,
      previousSlug: save.current?.input.slug ?? null,
    }),
  async afterSave(context, { input, besideSample }) {
    if (besideSample) await waitForSampleAddress(context.db, input.slug, besideSample.takesSlug);
  },
  savedToast: ({ placing }, created) => ({
    type: 'success',
    title: created ? 'Restaurant added' : 'Changes saved',
    description: placing ? `Readers see them now. ${placing}` : 'Readers see them now.',
  }),
  restored: async (context, snapshot) => ({ input: restaurantInputOf(snapshot), besideSample: null, today: context.now.date, sources: sourcesOfSnapshot(snapshot) }),
  actions: {
    ...proposalActions,
    /** "Confirm details": the listing is right as it stands; only its checked date moves, and the page says so. */
    async confirm(context, current, userId) {
      if (!current) throw json({ message: 'Save the new restaurant first' }, { status: 400, headers: PRIVATE_PAGE });
      const at = new Date();
      await confirmDetails(context.db, { id: current.id, userId, at });
      await publishChanges(context);
      return redirectWithToast(context, `/admin/restaurants/${current.id}`, {
        type: 'success',
        title: 'Details confirmed',
        description: `Its page says “Details checked ${formatMonthYear(at)}”.`,
      });
    },
  },
};
