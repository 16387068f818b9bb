import { expect, it } from 'vitest';
import { bodyLimitFor, MAX_LISTINGS_IMPORT_BODY_BYTES, MAX_PHOTO_UPLOAD_BODY_BYTES, MAX_REQUEST_BODY_BYTES } from './body-limits';

it('gives only the photo upload form and the listings import room for their files', () => {
  expect(bodyLimitFor('/restaurant/joes-bbq/photos')).toBe(MAX_PHOTO_UPLOAD_BODY_BYTES);
  expect(bodyLimitFor('/restaurant/joes-bbq')).toBe(MAX_REQUEST_BODY_BYTES);
  expect(bodyLimitFor('/contact')).toBe(MAX_REQUEST_BODY_BYTES);
  expect(bodyLimitFor('/restaurant/joes-bbq/photos/extra')).toBe(MAX_REQUEST_BODY_BYTES);
  expect(bodyLimitFor('/admin/restaurants/import')).toBe(MAX_LISTINGS_IMPORT_BODY_BYTES);
  expect(bodyLimitFor('/admin/restaurants/1')).toBe(MAX_REQUEST_BODY_BYTES);
});
