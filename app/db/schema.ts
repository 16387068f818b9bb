import { relations } from 'drizzle-orm';
import type { changes } from './tables/desk';
import { reviews, type listingReports, type photos, type reports } from './tables/diners';
import type { articles, recipes } from './tables/editorial';
import { cuisines, openingHours, restaurants } from './tables/listings';
import type { users } from './tables/people';

/**
 * The only description of the tables. snake_case in SQL, camelCase in TypeScript.
 * The tables live in app/db/tables/, one module per part of the site; this module
 * gathers them, and drizzle-kit generates the migrations in migrations/ from it
 * (`npm run db:generate`).
 */
export { PUBLICATION_STATUSES, type PublicationStatus } from './tables/columns';
export * from './tables/listings';
export * from './tables/listing-details';
export * from './tables/people';
export * from './tables/diners';
export * from './tables/editorial';
export * from './tables/desk';
export * from './tables/lists';
export * from './tables/guides';
export * from './tables/suggestions';
export * from './tables/business';
export * from './tables/translations';
export * from './tables/follows';

export const cuisinesRelations = relations(cuisines, ({ many }) => ({ restaurants: many(restaurants) }));
export const restaurantsRelations = relations(restaurants, ({ one, many }) => ({
  cuisine: one(cuisines, { fields: [restaurants.cuisineId], references: [cuisines.id] }),
  hours: many(openingHours),
  reviews: many(reviews),
}));

export type RestaurantRow = typeof restaurants.$inferSelect;
export type UserRow = typeof users.$inferSelect;
export type ReviewRow = typeof reviews.$inferSelect;
export type ArticleRow = typeof articles.$inferSelect;
export type RecipeRow = typeof recipes.$inferSelect;
export type ChangeRow = typeof changes.$inferSelect;
export type Role = UserRow['role'];
export type PhotoRow = typeof photos.$inferSelect;
export type ReportRow = typeof reports.$inferSelect;
export type ListingReportRow = typeof listingReports.$inferSelect;
