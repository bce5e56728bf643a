/**
 * The banks, provinces and cities a new card is placed in (findCitysByProvinceId, findParkBank).
 * Reference data of the simulated world, as teams and leagues are: the big national banks, every
 * provincial-level division and its principal cities. Branches are the usual set every city's
 * branch of a bank has (分行营业部 and district sub-branches), numbered from the city and the bank,
 * so a branch id always names the same branch.
 */

export const BANKS = [
  { bankId: 1, bankCode: 'ICBC', name: '中国工商银行' },
  { bankId: 2, bankCode: 'ABC', name: '中国农业银行' },
  { bankId: 3, bankCode: 'BOC', name: '中国银行' },
  { bankId: 4, bankCode: 'CCB', name: '中国建设银行' },
  { bankId: 5, bankCode: 'BCOM', name: '交通银行' },
  { bankId: 6, bankCode: 'CMB', name: '招商银行' },
  { bankId: 7, bankCode: 'PSBC', name: '中国邮政储蓄银行' },
  { bankId: 8, bankCode: 'CIB', name: '兴业银行' },
] as const;

/** Provinces with their principal cities (the first is the capital). */
const PROVINCE_CITIES: ReadonlyArray<readonly [string, readonly string[]]> = [
  ['北京市', ['北京市']],
  ['天津市', ['天津市']],
  ['上海市', ['上海市']],
  ['重庆市', ['重庆市']],
  ['河北省', ['石家庄市', '唐山市', '保定市', '邯郸市']],
  ['山西省', ['太原市', '大同市', '运城市']],
  ['内蒙古自治区', ['呼和浩特市', '包头市', '鄂尔多斯市']],
  ['辽宁省', ['沈阳市', '大连市', '鞍山市']],
  ['吉林省', ['长春市', '吉林市']],
  ['黑龙江省', ['哈尔滨市', '齐齐哈尔市', '大庆市']],
  ['江苏省', ['南京市', '苏州市', '无锡市', '常州市', '南通市', '徐州市']],
  ['浙江省', ['杭州市', '宁波市', '温州市', '绍兴市', '金华市']],
  ['安徽省', ['合肥市', '芜湖市', '蚌埠市']],
  ['福建省', ['福州市', '厦门市', '泉州市']],
  ['江西省', ['南昌市', '赣州市', '九江市']],
  ['山东省', ['济南市', '青岛市', '烟台市', '潍坊市', '临沂市']],
  ['河南省', ['郑州市', '洛阳市', '南阳市']],
  ['湖北省', ['武汉市', '宜昌市', '襄阳市']],
  ['湖南省', ['长沙市', '株洲市', '岳阳市']],
  ['广东省', ['广州市', '深圳市', '东莞市', '佛山市', '珠海市', '汕头市']],
  ['广西壮族自治区', ['南宁市', '柳州市', '桂林市']],
  ['海南省', ['海口市', '三亚市']],
  ['四川省', ['成都市', '绵阳市', '宜宾市']],
  ['贵州省', ['贵阳市', '遵义市']],
  ['云南省', ['昆明市', '曲靖市', '大理白族自治州']],
  ['西藏自治区', ['拉萨市']],
  ['陕西省', ['西安市', '宝鸡市', '咸阳市']],
  ['甘肃省', ['兰州市', '天水市']],
  ['青海省', ['西宁市']],
  ['宁夏回族自治区', ['银川市']],
  ['新疆维吾尔自治区', ['乌鲁木齐市', '克拉玛依市']],
  ['香港特别行政区', ['香港']],
  ['澳门特别行政区', ['澳门']],
  ['台湾省', ['台北市']],
];

export const PROVINCES = PROVINCE_CITIES.map(([name], i) => ({ provinceId: i + 1, name }));

/** A city's id: its province's id × 100 + its place in the list. */
export function citiesOf(provinceId: number): Array<{ cityId: number; name: string }> {
  const entry = PROVINCE_CITIES[provinceId - 1];
  if (!entry) return [];
  return entry[1].map((name, i) => ({ cityId: provinceId * 100 + i + 1, name }));
}

export function cityById(cityId: number) {
  return citiesOf(Math.floor(cityId / 100)).find((c) => c.cityId === cityId);
}

export function bankById(bankId: number) {
  return BANKS.find((b) => b.bankId === bankId);
}

const BRANCH_KINDS = ['分行营业部', '城东支行', '城西支行', '城南支行', '城北支行', '开发区支行'];

/** The branches of a bank in a city: id = city × 1000 + bank × 10 + place. */
export function branchesOf(
  cityId: number,
  bankId: number,
): Array<{ branchId: number; name: string }> {
  const city = cityById(cityId);
  const bank = bankById(bankId);
  if (!city || !bank) return [];
  const place = city.name.replace(/(市|特别行政区|白族自治州)$/, '');
  return BRANCH_KINDS.map((kind, i) => ({
    branchId: cityId * 1000 + bankId * 10 + i,
    name: `${bank.name}${place}${kind}`,
  }));
}
