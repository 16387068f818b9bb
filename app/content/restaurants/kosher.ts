import type { Restaurant } from '../types';

// Intentionally empty: the Kosher cuisine page shows its "No Restaurants Listed Yet"
// empty state until a kosher listing joins the directory.
export default [] satisfies Restaurant[];
