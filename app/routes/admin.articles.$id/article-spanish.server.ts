import { articleWordSource, articleWordsOf, findCoveredRestaurants, type EditableArticle } from '~/models/desk-articles.server';
import { listedTranslations, translationDesk, type TranslationSpec } from '~/modules/translation-desk.server';
import { articleFields } from '~/utils/translation-fields';
import { translatedArticleInput } from '~/utils/translation-form';
import { articleDesk } from './article-desk.server';

/** An article's Spanish version: its words from the desk's own article, previewed with the article template. */
export const articleSpanish: TranslationSpec<EditableArticle> = {
  entity: 'article',
  english: articleDesk,
  fieldsOf: (article) => articleFields(article.input),
  listed: listedTranslations('article', articleWordSource, (row) => articleFields(articleWordsOf(row))),
  title: (article) => article.input.title,
  async preview(context, article, spanish) {
    const input = translatedArticleInput(article.input, spanish);
    const { ids } = await findCoveredRestaurants(context.db, input.restaurants);
    return articleDesk.preview!(context, { input, restaurantIds: ids }, article);
  },
};

export const articleSpanishDesk = translationDesk(articleSpanish);
