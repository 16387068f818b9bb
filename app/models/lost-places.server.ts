import type { Db } from '~/db/client.server';

/**
 * Articles and guides by editors that lost a place when the sample content was removed
 * (decision 036): listed in the desk until an editor saves the item again.
 */
export type LostPlacesItem = { title: string; editPath: string; places: string[] };

export async function listLostPlaces(db: Db): Promise<LostPlacesItem[]> {
  const { results } = await db.$client
    .prepare(
      `SELECT 'article' AS entity, a.id, a.title, group_concat(l.restaurant_name, '|') AS places, max(l.created_at) AS at
        FROM lost_places l JOIN articles a ON l.entity = 'article' AND a.id = l.entity_id AND a.version = l.entity_version GROUP BY a.id
      UNION ALL
      SELECT 'guide', g.id, g.title, group_concat(l.restaurant_name, '|'), max(l.created_at)
        FROM lost_places l JOIN guides g ON l.entity = 'guide' AND g.id = l.entity_id AND g.version = l.entity_version GROUP BY g.id
      ORDER BY at DESC, title LIMIT 100`,
    )
    .all<{ entity: 'article' | 'guide'; id: number; title: string; places: string }>();
  return results.map((row) => ({
    title: row.title,
    editPath: `/admin/${row.entity}s/${row.id}`,
    places: [...new Set(row.places.split('|'))],
  }));
}
