import { z } from 'zod';

// Indonesian administrative areas (issue 15 "Addresses, regions and shipping cost"; spec §3 "Shipping
// region search uses search_key", calls §7.6 shop/public/shiping/region, §7.5 shop/location/all-cities).
// The data are the Kemendagri codes of the `idn-area-data` package: province `31`, regency/city
// `31.71`, district (kecamatan) `31.71.01`, village (kelurahan/desa) `31.71.01.1001`. The dataset has
// no postcodes: the postcode of an address is typed by the user.

/** Fewest characters a region search needs. */
export const REGION_SEARCH_MIN = 3;
/** Most matches one region search answers. */
export const REGION_SEARCH_LIMIT = 20;

/** POST /api/v1/shop/public/shiping/region {search_key}: 3+ characters (letters, digits, spaces, .'-/()). */
export const regionSearchRequest = z.object({
  search_key: z
    .string({ message: 'required' })
    .trim()
    .min(1, { message: 'required' })
    .min(REGION_SEARCH_MIN, { message: `min:${REGION_SEARCH_MIN}` })
    .max(100, { message: 'max:100' }),
});
export type RegionSearchRequest = z.infer<typeof regionSearchRequest>;

/**
 * One match: a village (kelurahan/desa) with its district (kecamatan), city (kabupaten/kota) and
 * province. `id` is the village code; `label` is "village, district, city, province".
 * The four names are what an address stores in province/city/district/sub_district.
 */
export const region = z.object({
  id: z.string(),
  label: z.string(),
  province: z.string(),
  city: z.string(),
  district: z.string(),
  sub_district: z.string(),
});
export type Region = z.infer<typeof region>;
export const regionSearchResponse = z.object({ data: z.array(region) });
export type RegionSearchResponse = z.infer<typeof regionSearchResponse>;

/** GET /api/v1/shop/location/all-cities: every regency/city (`id` its code) with its province. */
export const regionCity = z.object({
  id: z.string(),
  name: z.string(),
  province_id: z.string(),
  province: z.string(),
});
export type RegionCity = z.infer<typeof regionCity>;
export const allCitiesResponse = z.object({ data: z.array(regionCity) });
export type AllCitiesResponse = z.infer<typeof allCitiesResponse>;
