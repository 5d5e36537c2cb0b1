-- Indonesian administrative areas (issue 15 "Addresses, regions and shipping cost"; spec §3 Region
-- search). Loaded once at start-up from the `idn-area-data` package (features/regions/loader.ts:
-- 38 provinces, 514 regencies/cities, 7,285 districts, 83,762 villages); `regions_source` says which
-- copy is loaded, so a restart loads nothing and a newer package version reloads in one transaction.
-- The dataset has no postcodes: an address's postcode is typed by the user.
--
-- Codes are Kemendagri's, hierarchical: province `31`, city `31.71`, district `31.71.01`, village
-- `31.71.01.1001`; COLLATE "C" makes "all below X" a range scan (X.  ≤ code < X/).
CREATE TABLE regions (
  code text COLLATE "C" PRIMARY KEY,
  -- 1 province, 2 regency/city (kabupaten/kota), 3 district (kecamatan), 4 village (kelurahan/desa)
  level smallint NOT NULL CHECK (level BETWEEN 1 AND 4),
  name text NOT NULL,
  parent_code text COLLATE "C",
  -- The names above it (and its own at its level), denormalised for the search's answer; city is
  -- the short name ("Jakarta Pusat" for "Kota Administrasi Jakarta Pusat").
  province text NOT NULL,
  city text,
  district text,
  -- Lower-case words of its own name ([a-z0-9] and spaces) and of the whole "village district city
  -- province" line: the search matches every typed word inside `search`.
  name_key text NOT NULL,
  search text NOT NULL,
  CHECK ((level = 1) = (parent_code IS NULL)),
  CHECK (level < 2 OR city IS NOT NULL),
  CHECK (level < 3 OR district IS NOT NULL)
);
CREATE INDEX regions_level_name_key ON regions (level, name_key);
CREATE INDEX regions_parent ON regions (parent_code);

-- Each word of each region's own name (plus aliases: "dki", "diy"): a typed word finds the regions
-- whose name has a word starting with it by an index range scan (word COLLATE "C" makes LIKE 'x%'
-- indexable), and the villages below them by the code range.
CREATE TABLE region_words (
  word text COLLATE "C" NOT NULL,
  code text COLLATE "C" NOT NULL,
  PRIMARY KEY (word, code)
);

CREATE TABLE regions_source (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  source text NOT NULL,
  regions integer NOT NULL,
  loaded_at timestamptz NOT NULL DEFAULT now()
);
