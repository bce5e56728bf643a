import type { setMeals } from '../../db/schema';
import type { Random } from '../../domain/random';

// Set meals (packages) of both scopes: 1 jingcai football/basketball, 2 fourteen-match.

export type SetMealRow = typeof setMeals.$inferInsert;

interface MealPlan {
  scope: 1 | 2;
  name: string;
  tipsTag: string | null;
  expireDays: number;
  lookCount: number;
  totalAmountFen: number;
  /** The discount in tenths ×10: 85 is 8.5折. */
  rate: number;
}

/** The monthly package (专家包月) each of the famous experts sells: their readings for 30 days. */
const MONTHLY: MealPlan = {
  scope: 1,
  name: '专属包月',
  tipsTag: '专家专属',
  expireDays: 30,
  lookCount: 20,
  totalAmountFen: 56000,
  rate: 85,
};

const MEALS: readonly MealPlan[] = [
  // The 3-use package of scope 1: its first click shows the red-list pay reminder (product-spec §2).
  {
    scope: 1,
    name: '竞彩足篮3次体验卡',
    tipsTag: '新人专享',
    expireDays: 7,
    lookCount: 3,
    totalAmountFen: 11400,
    rate: 50,
  },
  {
    scope: 1,
    name: '竞彩足篮10次周卡',
    tipsTag: '热销',
    expireDays: 7,
    lookCount: 10,
    totalAmountFen: 38000,
    rate: 75,
  },
  {
    scope: 1,
    name: '竞彩足篮30次月卡',
    tipsTag: null,
    expireDays: 30,
    lookCount: 30,
    totalAmountFen: 114000,
    rate: 68,
  },
  // Over 30 days: shown in months (floor of days/30).
  {
    scope: 1,
    name: '竞彩足篮季度尊享卡',
    tipsTag: '超值',
    expireDays: 90,
    lookCount: 100,
    totalAmountFen: 380000,
    rate: 55,
  },

  {
    scope: 2,
    name: '十四场3次体验卡',
    tipsTag: null,
    expireDays: 7,
    lookCount: 3,
    totalAmountFen: 5400,
    rate: 85,
  },
  {
    scope: 2,
    name: '十四场5次卡',
    tipsTag: null,
    expireDays: 30,
    lookCount: 5,
    totalAmountFen: 9000,
    rate: 90,
  },
  {
    scope: 2,
    name: '胜负彩任九15次卡',
    tipsTag: '热销',
    expireDays: 30,
    lookCount: 15,
    totalAmountFen: 27000,
    rate: 80,
  },
  {
    scope: 2,
    name: '十四场半年卡',
    tipsTag: '限时特惠',
    expireDays: 180,
    lookCount: 60,
    totalAmountFen: 108000,
    rate: 60,
  },
];

/** The discount in tenths as shown, from the amounts: 9690 of 11400 → 8.5折, 5700 of 11400 → 5折. */
export function discountDesc(totalAmountFen: number, discountAmountFen: number): string {
  const tenths = Math.round((discountAmountFen * 100) / totalAmountFen) / 10;
  return `${tenths}折`;
}

export interface PackageExpert {
  id: number;
  nickname: string;
}

/** Every set meal: the packages of both scopes, then a monthly package of each expert given. */
export function buildSetMeals(
  random: Random,
  monthlyExperts: readonly PackageExpert[],
): SetMealRow[] {
  const meals = [
    ...MEALS.map((meal) => ({ meal, expert: null })),
    ...monthlyExperts.map((expert) => ({ meal: MONTHLY, expert })),
  ];
  return meals.map(({ meal, expert }: { meal: MealPlan; expert: PackageExpert | null }) => {
    const discountAmountFen = Math.round((meal.totalAmountFen * meal.rate) / 100);
    return {
      scope: meal.scope,
      name: expert ? `${expert.nickname}${meal.name}` : meal.name,
      tipsTag: meal.tipsTag,
      expireDays: meal.expireDays,
      lookCount: meal.lookCount,
      buyNum: random.int(30, 3000),
      totalAmountFen: meal.totalAmountFen,
      discountAmountFen,
      discountDesc: discountDesc(meal.totalAmountFen, discountAmountFen),
      pkgExpertType: expert ? 2 : 1,
      pkgExpertId: expert?.id ?? null,
      onSale: true,
    };
  });
}
