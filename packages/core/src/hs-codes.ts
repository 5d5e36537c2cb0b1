// HS codes for the CN23 customs declaration (POS MLO, issue 16 part 3).
//
// Source and coverage, plainly:
// - The 96 chapters of the Harmonized System, 2022 edition (World Customs Organization; chapter 77
//   is reserved and has no goods, so it is left out). English titles are the WCO chapter titles,
//   shortened where they run long; Indonesian titles follow the Buku Tarif Kepabeanan Indonesia
//   (BTKI 2022) wording, shortened the same way.
// - Plus a hand-picked list of ~70 six-digit subheadings of things Indonesians commonly post
//   abroad (coffee, spices, snacks, batik and clothing, hijab, handicraft, cosmetics, phones, …),
//   with the 2022 subheading texts shortened. It is NOT the full nomenclature (≈5,600 subheadings):
//   a CN23 only needs a code the post office and the destination's customs accept, and a chapter
//   code is acceptable for a gift; an agent who needs another subheading types it in (the form
//   accepts any 4–10 digit code and shows it as "not in the list").
// - Compiled by hand from the published HS 2022 nomenclature; no network is used at build time.

export interface HsCode {
  /** Digits only: 2 (chapter) or 6 (subheading). Shown as `0901.11`. */
  code: string;
  en: string;
  id: string;
}

/** The chapters (2 digits). */
export const HS_CHAPTERS: readonly HsCode[] = [
  { code: '01', en: 'Live animals', id: 'Binatang hidup' },
  { code: '02', en: 'Meat and edible meat offal', id: 'Daging dan sisa daging yang dapat dimakan' },
  {
    code: '03',
    en: 'Fish and crustaceans, molluscs and other aquatic invertebrates',
    id: 'Ikan dan krustasea, moluska serta invertebrata air lainnya',
  },
  {
    code: '04',
    en: "Dairy produce; birds' eggs; natural honey; edible animal products n.e.s.",
    id: 'Produk susu; telur unggas; madu alam; produk hewani yang dapat dimakan lainnya',
  },
  { code: '05', en: 'Products of animal origin n.e.s.', id: 'Produk hewani lainnya' },
  {
    code: '06',
    en: 'Live trees and other plants; bulbs, roots; cut flowers and ornamental foliage',
    id: 'Pohon hidup dan tanaman lainnya; umbi, akar; bunga potong dan dedaunan hias',
  },
  {
    code: '07',
    en: 'Edible vegetables and certain roots and tubers',
    id: 'Sayuran, akar dan umbi tertentu yang dapat dimakan',
  },
  {
    code: '08',
    en: 'Edible fruit and nuts; peel of citrus fruit or melons',
    id: 'Buah dan kacang yang dapat dimakan; kulit jeruk atau melon',
  },
  { code: '09', en: 'Coffee, tea, maté and spices', id: 'Kopi, teh, mate dan rempah-rempah' },
  { code: '10', en: 'Cereals', id: 'Serealia' },
  {
    code: '11',
    en: 'Products of the milling industry; malt; starches; inulin; wheat gluten',
    id: 'Produk industri penggilingan; malt; pati; inulin; gluten gandum',
  },
  {
    code: '12',
    en: 'Oil seeds and oleaginous fruits; industrial or medicinal plants; straw and fodder',
    id: 'Biji dan buah mengandung minyak; tanaman industri atau obat; jerami dan makanan ternak',
  },
  {
    code: '13',
    en: 'Lac; gums, resins and other vegetable saps and extracts',
    id: 'Lak; getah, damar dan getah serta ekstrak nabati lainnya',
  },
  {
    code: '14',
    en: 'Vegetable plaiting materials; vegetable products n.e.s.',
    id: 'Bahan anyaman nabati; produk nabati lainnya',
  },
  {
    code: '15',
    en: 'Animal, vegetable or microbial fats and oils; prepared edible fats; waxes',
    id: 'Lemak dan minyak hewani, nabati atau mikroba; lemak olahan yang dapat dimakan; lilin',
  },
  {
    code: '16',
    en: 'Preparations of meat, fish, crustaceans, molluscs or insects',
    id: 'Olahan dari daging, ikan, krustasea, moluska atau serangga',
  },
  { code: '17', en: 'Sugars and sugar confectionery', id: 'Gula dan kembang gula' },
  { code: '18', en: 'Cocoa and cocoa preparations', id: 'Kakao dan olahannya' },
  {
    code: '19',
    en: "Preparations of cereals, flour, starch or milk; pastrycooks' products",
    id: 'Olahan dari serealia, tepung, pati atau susu; produk kue',
  },
  {
    code: '20',
    en: 'Preparations of vegetables, fruit, nuts or other parts of plants',
    id: 'Olahan dari sayuran, buah, kacang atau bagian lain tanaman',
  },
  { code: '21', en: 'Miscellaneous edible preparations', id: 'Berbagai olahan makanan' },
  { code: '22', en: 'Beverages, spirits and vinegar', id: 'Minuman, alkohol dan cuka' },
  {
    code: '23',
    en: 'Residues and waste from the food industries; prepared animal fodder',
    id: 'Residu dan sisa industri makanan; makanan hewan olahan',
  },
  {
    code: '24',
    en: 'Tobacco and manufactured tobacco substitutes',
    id: 'Tembakau dan pengganti tembakau buatan',
  },
  {
    code: '25',
    en: 'Salt; sulphur; earths and stone; plastering materials, lime and cement',
    id: 'Garam; belerang; tanah dan batu; bahan plester, kapur dan semen',
  },
  { code: '26', en: 'Ores, slag and ash', id: 'Bijih, terak dan abu' },
  {
    code: '27',
    en: 'Mineral fuels, mineral oils and products of their distillation; mineral waxes',
    id: 'Bahan bakar mineral, minyak mineral dan produk sulingannya; lilin mineral',
  },
  {
    code: '28',
    en: 'Inorganic chemicals; compounds of precious metals, rare-earth metals or radioactive elements',
    id: 'Bahan kimia anorganik; senyawa logam mulia, logam tanah jarang atau unsur radioaktif',
  },
  { code: '29', en: 'Organic chemicals', id: 'Bahan kimia organik' },
  { code: '30', en: 'Pharmaceutical products', id: 'Produk farmasi' },
  { code: '31', en: 'Fertilisers', id: 'Pupuk' },
  {
    code: '32',
    en: 'Tanning or dyeing extracts; dyes, pigments; paints and varnishes; inks',
    id: 'Ekstrak penyamak atau pewarna; zat warna, pigmen; cat dan pernis; tinta',
  },
  {
    code: '33',
    en: 'Essential oils and resinoids; perfumery, cosmetic or toilet preparations',
    id: 'Minyak atsiri dan resinoid; wewangian, kosmetik atau olahan perawatan diri',
  },
  {
    code: '34',
    en: 'Soap, washing and lubricating preparations, waxes, candles, modelling pastes',
    id: 'Sabun, olahan pencuci dan pelumas, lilin, pasta model',
  },
  {
    code: '35',
    en: 'Albuminoidal substances; modified starches; glues; enzymes',
    id: 'Bahan albuminoid; pati termodifikasi; perekat; enzim',
  },
  {
    code: '36',
    en: 'Explosives; pyrotechnic products; matches',
    id: 'Bahan peledak; produk piroteknik; korek api',
  },
  { code: '37', en: 'Photographic or cinematographic goods', id: 'Barang fotografi atau sinematografi' },
  { code: '38', en: 'Miscellaneous chemical products', id: 'Berbagai produk kimia' },
  { code: '39', en: 'Plastics and articles thereof', id: 'Plastik dan barang dari plastik' },
  { code: '40', en: 'Rubber and articles thereof', id: 'Karet dan barang dari karet' },
  {
    code: '41',
    en: 'Raw hides and skins (other than furskins) and leather',
    id: 'Kulit mentah (selain kulit berbulu) dan kulit samak',
  },
  {
    code: '42',
    en: 'Articles of leather; saddlery and harness; travel goods, handbags',
    id: 'Barang dari kulit; pelana dan pakaian kuda; barang keperluan perjalanan, tas tangan',
  },
  {
    code: '43',
    en: 'Furskins and artificial fur; manufactures thereof',
    id: 'Kulit berbulu dan bulu tiruan; barang daripadanya',
  },
  { code: '44', en: 'Wood and articles of wood; wood charcoal', id: 'Kayu dan barang dari kayu; arang kayu' },
  { code: '45', en: 'Cork and articles of cork', id: 'Gabus dan barang dari gabus' },
  {
    code: '46',
    en: 'Manufactures of straw or other plaiting materials; basketware and wickerwork',
    id: 'Barang dari jerami atau bahan anyaman lainnya; barang keranjang dan anyaman',
  },
  {
    code: '47',
    en: 'Pulp of wood or other fibrous cellulosic material; recovered paper',
    id: 'Pulp dari kayu atau bahan selulosa berserat lainnya; kertas bekas',
  },
  {
    code: '48',
    en: 'Paper and paperboard; articles of paper or paperboard',
    id: 'Kertas dan kertas karton; barang dari kertas atau karton',
  },
  {
    code: '49',
    en: 'Printed books, newspapers, pictures and other printed products; manuscripts',
    id: 'Buku cetak, surat kabar, gambar dan produk cetakan lainnya; naskah',
  },
  { code: '50', en: 'Silk', id: 'Sutra' },
  {
    code: '51',
    en: 'Wool, fine or coarse animal hair; horsehair yarn and fabric',
    id: 'Wol, bulu hewan halus atau kasar; benang dan kain bulu kuda',
  },
  { code: '52', en: 'Cotton', id: 'Kapas' },
  {
    code: '53',
    en: 'Other vegetable textile fibres; paper yarn',
    id: 'Serat tekstil nabati lainnya; benang kertas',
  },
  { code: '54', en: 'Man-made filaments', id: 'Filamen buatan' },
  { code: '55', en: 'Man-made staple fibres', id: 'Serat stapel buatan' },
  {
    code: '56',
    en: 'Wadding, felt and nonwovens; special yarns; twine, cordage, ropes and cables',
    id: 'Gumpalan, kempa dan bukan tenunan; benang khusus; tali, tambang dan kabel',
  },
  {
    code: '57',
    en: 'Carpets and other textile floor coverings',
    id: 'Karpet dan penutup lantai tekstil lainnya',
  },
  {
    code: '58',
    en: 'Special woven fabrics; lace; tapestries; trimmings; embroidery',
    id: 'Kain tenun khusus; renda; permadani dinding; hiasan; sulaman',
  },
  {
    code: '59',
    en: 'Impregnated, coated or laminated textile fabrics; textile articles for industrial use',
    id: 'Kain tekstil diresapi, dilapisi atau dilaminasi; barang tekstil untuk keperluan industri',
  },
  { code: '60', en: 'Knitted or crocheted fabrics', id: 'Kain rajutan atau kaitan' },
  {
    code: '61',
    en: 'Articles of apparel and clothing accessories, knitted or crocheted',
    id: 'Pakaian dan aksesori pakaian, rajutan atau kaitan',
  },
  {
    code: '62',
    en: 'Articles of apparel and clothing accessories, not knitted or crocheted',
    id: 'Pakaian dan aksesori pakaian, bukan rajutan atau kaitan',
  },
  {
    code: '63',
    en: 'Other made up textile articles; sets; worn clothing; rags',
    id: 'Barang tekstil jadi lainnya; set; pakaian bekas; kain perca',
  },
  { code: '64', en: 'Footwear, gaiters and the like', id: 'Alas kaki, pelindung kaki dan sejenisnya' },
  { code: '65', en: 'Headgear and parts thereof', id: 'Tutup kepala dan bagiannya' },
  {
    code: '66',
    en: 'Umbrellas, sun umbrellas, walking-sticks, whips',
    id: 'Payung, payung matahari, tongkat jalan, cambuk',
  },
  {
    code: '67',
    en: 'Prepared feathers and down; artificial flowers; articles of human hair',
    id: 'Bulu unggas olahan; bunga tiruan; barang dari rambut manusia',
  },
  {
    code: '68',
    en: 'Articles of stone, plaster, cement, asbestos, mica or similar materials',
    id: 'Barang dari batu, plester, semen, asbes, mika atau bahan semacam itu',
  },
  { code: '69', en: 'Ceramic products', id: 'Produk keramik' },
  { code: '70', en: 'Glass and glassware', id: 'Kaca dan barang dari kaca' },
  {
    code: '71',
    en: 'Pearls, precious stones, precious metals and articles thereof; imitation jewellery; coin',
    id: 'Mutiara, batu mulia, logam mulia dan barang daripadanya; perhiasan imitasi; koin',
  },
  { code: '72', en: 'Iron and steel', id: 'Besi dan baja' },
  { code: '73', en: 'Articles of iron or steel', id: 'Barang dari besi atau baja' },
  { code: '74', en: 'Copper and articles thereof', id: 'Tembaga dan barang daripadanya' },
  { code: '75', en: 'Nickel and articles thereof', id: 'Nikel dan barang daripadanya' },
  { code: '76', en: 'Aluminium and articles thereof', id: 'Aluminium dan barang daripadanya' },
  { code: '78', en: 'Lead and articles thereof', id: 'Timbal dan barang daripadanya' },
  { code: '79', en: 'Zinc and articles thereof', id: 'Seng dan barang daripadanya' },
  { code: '80', en: 'Tin and articles thereof', id: 'Timah dan barang daripadanya' },
  {
    code: '81',
    en: 'Other base metals; cermets; articles thereof',
    id: 'Logam tidak mulia lainnya; kermet; barang daripadanya',
  },
  {
    code: '82',
    en: 'Tools, implements, cutlery, spoons and forks, of base metal',
    id: 'Perkakas, peralatan, pisau, sendok dan garpu, dari logam tidak mulia',
  },
  { code: '83', en: 'Miscellaneous articles of base metal', id: 'Berbagai barang dari logam tidak mulia' },
  {
    code: '84',
    en: 'Nuclear reactors, boilers, machinery and mechanical appliances; parts',
    id: 'Reaktor nuklir, ketel, mesin dan peralatan mekanis; bagiannya',
  },
  {
    code: '85',
    en: 'Electrical machinery and equipment; sound and television recorders; parts',
    id: 'Mesin dan perlengkapan elektrik; perekam suara dan gambar televisi; bagiannya',
  },
  {
    code: '86',
    en: 'Railway or tramway locomotives, rolling stock and track fixtures; traffic signalling equipment',
    id: 'Lokomotif dan gerbong kereta api atau trem serta perlengkapan rel; peralatan sinyal lalu lintas',
  },
  {
    code: '87',
    en: 'Vehicles other than railway or tramway rolling stock; parts and accessories',
    id: 'Kendaraan selain kereta api atau trem; bagian dan aksesorinya',
  },
  {
    code: '88',
    en: 'Aircraft, spacecraft, and parts thereof',
    id: 'Pesawat udara, wahana antariksa, dan bagiannya',
  },
  { code: '89', en: 'Ships, boats and floating structures', id: 'Kapal, perahu dan bangunan terapung' },
  {
    code: '90',
    en: 'Optical, photographic, measuring, precision, medical or surgical instruments',
    id: 'Instrumen optik, fotografi, pengukur, presisi, medis atau bedah',
  },
  { code: '91', en: 'Clocks and watches and parts thereof', id: 'Jam dan arloji serta bagiannya' },
  { code: '92', en: 'Musical instruments; parts and accessories', id: 'Alat musik; bagian dan aksesorinya' },
  {
    code: '93',
    en: 'Arms and ammunition; parts and accessories',
    id: 'Senjata dan amunisi; bagian dan aksesorinya',
  },
  {
    code: '94',
    en: 'Furniture; bedding, mattresses, cushions; lamps and lighting fittings; prefabricated buildings',
    id: 'Perabotan; perlengkapan tidur, kasur, bantal; lampu dan alat penerangan; bangunan prafabrikasi',
  },
  { code: '95', en: 'Toys, games and sports requisites', id: 'Mainan, permainan dan perlengkapan olahraga' },
  { code: '96', en: 'Miscellaneous manufactured articles', id: 'Berbagai barang hasil pabrik' },
  {
    code: '97',
    en: "Works of art, collectors' pieces and antiques",
    id: 'Karya seni, barang koleksi dan barang antik',
  },
];

/** Common subheadings (6 digits) of what Indonesians post abroad. */
export const HS_SUBHEADINGS: readonly HsCode[] = [
  { code: '040900', en: 'Natural honey', id: 'Madu alam' },
  {
    code: '090111',
    en: 'Coffee, not roasted, not decaffeinated (green coffee beans)',
    id: 'Kopi, tidak digongseng, tidak dihilangkan kafeinnya (biji kopi mentah)',
  },
  {
    code: '090121',
    en: 'Coffee, roasted, not decaffeinated (roasted beans, ground coffee)',
    id: 'Kopi, digongseng, tidak dihilangkan kafeinnya (biji sangrai, kopi bubuk)',
  },
  {
    code: '090230',
    en: 'Black tea, in packings of 3 kg or less',
    id: 'Teh hitam, dalam kemasan 3 kg atau kurang',
  },
  { code: '090411', en: 'Pepper, neither crushed nor ground', id: 'Lada, tidak dihancurkan atau ditumbuk' },
  {
    code: '090510',
    en: 'Vanilla, neither crushed nor ground',
    id: 'Vanili, tidak dihancurkan atau ditumbuk',
  },
  {
    code: '090619',
    en: 'Cinnamon, neither crushed nor ground (other than Ceylon)',
    id: 'Kayu manis, tidak dihancurkan atau ditumbuk',
  },
  {
    code: '090710',
    en: 'Cloves, neither crushed nor ground',
    id: 'Cengkih, tidak dihancurkan atau ditumbuk',
  },
  { code: '090811', en: 'Nutmeg, neither crushed nor ground', id: 'Pala, tidak dihancurkan atau ditumbuk' },
  { code: '091030', en: 'Turmeric (curcuma)', id: 'Kunyit' },
  { code: '091011', en: 'Ginger, neither crushed nor ground', id: 'Jahe, tidak dihancurkan atau ditumbuk' },
  {
    code: '121190',
    en: 'Plants and parts of plants used in pharmacy or perfumery (herbs)',
    id: 'Tanaman dan bagiannya untuk farmasi atau wewangian (rempah jamu)',
  },
  {
    code: '160250',
    en: 'Prepared or preserved meat of bovine animals (e.g. rendang)',
    id: 'Daging sapi olahan atau diawetkan (mis. rendang)',
  },
  {
    code: '160420',
    en: 'Other prepared or preserved fish (e.g. abon ikan)',
    id: 'Ikan olahan atau diawetkan lainnya (mis. abon ikan)',
  },
  { code: '030559', en: 'Dried fish, other than cod (ikan asin)', id: 'Ikan kering, selain cod (ikan asin)' },
  {
    code: '170490',
    en: 'Sugar confectionery not containing cocoa',
    id: 'Kembang gula tidak mengandung kakao',
  },
  {
    code: '180632',
    en: 'Chocolate in blocks or bars, not filled',
    id: 'Cokelat dalam balok atau batang, tidak diisi',
  },
  {
    code: '180690',
    en: 'Chocolate and other food preparations containing cocoa',
    id: 'Cokelat dan olahan makanan lain mengandung kakao',
  },
  { code: '190230', en: 'Other pasta, including instant noodles', id: 'Pasta lainnya, termasuk mi instan' },
  {
    code: '190590',
    en: 'Bread, pastry, cakes, biscuits and crackers n.e.s. (kerupuk)',
    id: 'Roti, kue, biskuit dan kerupuk lainnya',
  },
  {
    code: '200819',
    en: 'Nuts and seeds, prepared or preserved (incl. mixtures)',
    id: 'Kacang dan biji-bijian olahan atau diawetkan (termasuk campuran)',
  },
  {
    code: '210112',
    en: 'Preparations with a basis of coffee (instant coffee mixes)',
    id: 'Olahan berbahan dasar kopi (kopi instan)',
  },
  { code: '210310', en: 'Soya sauce (kecap)', id: 'Kecap kedelai' },
  {
    code: '210390',
    en: 'Sauces and mixed condiments n.e.s. (sambal, bumbu)',
    id: 'Saus dan bumbu campuran lainnya (sambal, bumbu)',
  },
  { code: '210690', en: 'Food preparations n.e.s.', id: 'Olahan makanan lainnya' },
  {
    code: '300490',
    en: 'Medicaments in measured doses n.e.s. (incl. herbal)',
    id: 'Obat dalam takaran tertentu lainnya (termasuk herbal)',
  },
  {
    code: '330129',
    en: 'Essential oils n.e.s. (e.g. patchouli oil)',
    id: 'Minyak atsiri lainnya (mis. minyak nilam)',
  },
  { code: '330300', en: 'Perfumes and toilet waters', id: 'Parfum dan air wangi' },
  { code: '330410', en: 'Lip make-up preparations', id: 'Olahan rias bibir' },
  {
    code: '330499',
    en: 'Beauty, make-up and skin-care preparations n.e.s.',
    id: 'Olahan kecantikan, rias dan perawatan kulit lainnya',
  },
  { code: '330510', en: 'Shampoos', id: 'Sampo' },
  { code: '340111', en: 'Soap for toilet use', id: 'Sabun mandi' },
  { code: '392690', en: 'Articles of plastics n.e.s.', id: 'Barang dari plastik lainnya' },
  {
    code: '420221',
    en: 'Handbags with outer surface of leather',
    id: 'Tas tangan dengan permukaan luar dari kulit',
  },
  {
    code: '420222',
    en: 'Handbags with outer surface of plastic sheeting or textile',
    id: 'Tas tangan dengan permukaan luar dari lembaran plastik atau tekstil',
  },
  {
    code: '420292',
    en: 'Bags and containers with outer surface of plastic or textile n.e.s.',
    id: 'Tas dan wadah lain dengan permukaan luar dari plastik atau tekstil',
  },
  {
    code: '441990',
    en: 'Tableware and kitchenware of wood n.e.s.',
    id: 'Peralatan makan dan dapur dari kayu lainnya',
  },
  {
    code: '442010',
    en: 'Statuettes and other ornaments of wood (wood carvings)',
    id: 'Patung kecil dan ornamen lain dari kayu (ukiran)',
  },
  {
    code: '460212',
    en: 'Basketwork and wickerwork of rattan',
    id: 'Barang keranjang dan anyaman dari rotan',
  },
  {
    code: '460219',
    en: 'Basketwork of other vegetable materials (bamboo, pandan)',
    id: 'Barang anyaman dari bahan nabati lainnya (bambu, pandan)',
  },
  {
    code: '490199',
    en: 'Printed books, brochures and similar n.e.s.',
    id: 'Buku cetak, brosur dan sejenisnya lainnya',
  },
  { code: '491110', en: 'Trade advertising material and catalogues', id: 'Bahan iklan dagang dan katalog' },
  { code: '491191', en: 'Pictures, designs and photographs', id: 'Gambar, desain dan foto' },
  {
    code: '520852',
    en: 'Printed woven cotton fabrics, plain weave (batik cloth)',
    id: 'Kain tenun kapas bermotif cetak, anyaman polos (kain batik)',
  },
  {
    code: '610610',
    en: "Women's blouses and shirts of cotton, knitted",
    id: 'Blus dan kemeja wanita dari kapas, rajutan',
  },
  {
    code: '610910',
    en: 'T-shirts and singlets of cotton, knitted',
    id: 'Kaos dan singlet dari kapas, rajutan',
  },
  {
    code: '611020',
    en: 'Jerseys, pullovers and cardigans of cotton, knitted',
    id: 'Jersey, pullover dan kardigan dari kapas, rajutan',
  },
  {
    code: '611710',
    en: 'Shawls, scarves and veils, knitted (hijab)',
    id: 'Selendang, syal dan kerudung, rajutan (hijab)',
  },
  {
    code: '620442',
    en: "Women's dresses of cotton, not knitted",
    id: 'Gaun wanita dari kapas, bukan rajutan',
  },
  {
    code: '620520',
    en: "Men's shirts of cotton, not knitted (batik shirts)",
    id: 'Kemeja pria dari kapas, bukan rajutan (kemeja batik)',
  },
  {
    code: '620630',
    en: "Women's blouses and shirts of cotton, not knitted",
    id: 'Blus dan kemeja wanita dari kapas, bukan rajutan',
  },
  {
    code: '621410',
    en: 'Shawls and scarves of silk, not knitted',
    id: 'Selendang dan syal dari sutra, bukan rajutan',
  },
  {
    code: '621430',
    en: 'Shawls, scarves and veils of synthetic fibres, not knitted (hijab)',
    id: 'Selendang, syal dan kerudung dari serat sintetis, bukan rajutan (hijab)',
  },
  {
    code: '630790',
    en: 'Made up textile articles n.e.s. (incl. face masks)',
    id: 'Barang tekstil jadi lainnya (termasuk masker kain)',
  },
  {
    code: '640299',
    en: 'Footwear with outer soles and uppers of rubber or plastics n.e.s. (sandals)',
    id: 'Alas kaki dengan sol dan bagian atas dari karet atau plastik lainnya (sandal)',
  },
  {
    code: '640399',
    en: 'Footwear with uppers of leather n.e.s.',
    id: 'Alas kaki dengan bagian atas dari kulit lainnya',
  },
  {
    code: '640419',
    en: 'Footwear with uppers of textile, rubber or plastic soles n.e.s. (sneakers)',
    id: 'Alas kaki dengan bagian atas dari tekstil, sol karet atau plastik lainnya (sepatu kets)',
  },
  {
    code: '691200',
    en: 'Ceramic tableware and kitchenware, other than porcelain',
    id: 'Peralatan makan dan dapur dari keramik, selain porselen',
  },
  { code: '711311', en: 'Jewellery of silver', id: 'Perhiasan dari perak' },
  {
    code: '711719',
    en: 'Imitation jewellery of base metal n.e.s.',
    id: 'Perhiasan imitasi dari logam tidak mulia lainnya',
  },
  {
    code: '711790',
    en: 'Imitation jewellery n.e.s. (beads, wood, shell)',
    id: 'Perhiasan imitasi lainnya (manik, kayu, kerang)',
  },
  {
    code: '847130',
    en: 'Portable computers weighing 10 kg or less (laptops)',
    id: 'Komputer jinjing dengan berat 10 kg atau kurang (laptop)',
  },
  { code: '851713', en: 'Smartphones', id: 'Telepon pintar' },
  {
    code: '851762',
    en: 'Machines for the reception and transmission of data (routers, modems)',
    id: 'Mesin penerima dan pengirim data (router, modem)',
  },
  { code: '851830', en: 'Headphones and earphones', id: 'Headphone dan earphone' },
  {
    code: '852351',
    en: 'Solid-state storage devices (flash drives, memory cards)',
    id: 'Media penyimpanan solid-state (flashdisk, kartu memori)',
  },
  { code: '900410', en: 'Sunglasses', id: 'Kacamata hitam' },
  {
    code: '910211',
    en: 'Wrist-watches, battery powered, mechanical display only',
    id: 'Jam tangan bertenaga baterai, hanya tampilan jarum',
  },
  {
    code: '950300',
    en: 'Toys (dolls, puzzles, scale models and the like)',
    id: 'Mainan (boneka, puzzle, model skala dan sejenisnya)',
  },
  { code: '950450', en: 'Video game consoles and machines', id: 'Konsol dan mesin permainan video' },
  {
    code: '950691',
    en: 'Articles and equipment for gymnastics, athletics or fitness',
    id: 'Barang dan peralatan senam, atletik atau kebugaran',
  },
  { code: '961900', en: 'Sanitary towels, tampons and napkins (diapers)', id: 'Pembalut, tampon dan popok' },
  {
    code: '970191',
    en: 'Paintings and drawings executed by hand (other than antiques)',
    id: 'Lukisan dan gambar buatan tangan (selain barang antik)',
  },
];

/** Every listed code, chapters first. */
export const HS_CODES: readonly HsCode[] = [...HS_CHAPTERS, ...HS_SUBHEADINGS];

/** `090111` → `0901.11`; a chapter stays `09`. */
export const formatHsCode = (code: string): string =>
  code.length > 4 ? `${code.slice(0, 4)}.${code.slice(4)}` : code;

/** An HS code as typed (dots and spaces allowed) → digits; null unless 2, 4, 6, 8 or 10 digits. */
export function normalizeHsCode(input: string): string | null {
  const digits = input.replace(/[\s.]/g, '');
  return /^\d{2}(\d{2}){0,4}$/.test(digits) ? digits : null;
}

export const findHsCode = (code: string): HsCode | undefined => HS_CODES.find((h) => h.code === code);

/**
 * The search of `mlo/cn23/hscodes?q=`: by code prefix (digits, dots ignored) or by words of the
 * English or Indonesian name (every word must appear); subheadings before chapters, at most `limit`.
 */
export function searchHsCodes(q: string, limit = 20): HsCode[] {
  const query = q.trim().toLowerCase();
  if (!query) return HS_CHAPTERS.slice(0, limit);
  const digits = query.replace(/[\s.]/g, '');
  if (/^\d+$/.test(digits)) {
    return [...HS_SUBHEADINGS, ...HS_CHAPTERS]
      .filter(
        (h) => h.code.startsWith(digits) || (digits.length > h.code.length && digits.startsWith(h.code)),
      )
      .slice(0, limit);
  }
  const words = query.split(/\s+/).filter(Boolean);
  const hit = (h: HsCode) => {
    const hay = `${h.en} ${h.id}`.toLowerCase();
    return words.every((w) => hay.includes(w));
  };
  return [...HS_SUBHEADINGS.filter(hit), ...HS_CHAPTERS.filter(hit)].slice(0, limit);
}
