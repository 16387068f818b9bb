import { findGuidePlaces, guideWordSource, guideWordsOf, type EditableGuide } from '~/models/desk-guides.server';
import { listedTranslations, translationDesk, type TranslationSpec } from '~/modules/translation-desk.server';
import { guideFields } from '~/utils/translation-fields';
import { translatedGuideInput } from '~/utils/translation-form';
import { guideDesk } from './guide-desk.server';

/** A guide's Spanish version: its words and each place's note, previewed with the guide template. */
export const guideSpanish: TranslationSpec<EditableGuide> = {
  entity: 'guide',
  english: guideDesk,
  fieldsOf: (guide) => guideFields(guide.input),
  listed: listedTranslations('guide', guideWordSource, (row) => guideFields(guideWordsOf(row))),
  title: (guide) => guide.input.title,
  async preview(context, guide, spanish) {
    const input = translatedGuideInput(guide.input, spanish);
    const { found } = await findGuidePlaces(
      context.db,
      input.places.map((p) => p.restaurant)
    );
    // A place whose listing has gone is left out, as the guide page leaves it out.
    const places = input.places.filter((p) => found.has(p.restaurant)).map((p) => ({ id: found.get(p.restaurant)!.id, note: p.note }));
    return guideDesk.preview!(context, { input, places, found, removals: [], log: [] }, guide);
  },
};

export const guideSpanishDesk = translationDesk(guideSpanish);
