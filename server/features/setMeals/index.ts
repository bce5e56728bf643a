/**
 * Set meals on the server (套餐, issue 34 §2): packages of readings sold through the commerce core
 * (coins, or directly through the provider), the tickets they become, and a ticket paying for a
 * reading under the scope rules of contracts/setMeals.ts. One word across contracts/setMeals.ts,
 * this feature and src/features/setMeals.
 */
export { setMealRoutes, type SetMealDeps } from './routes';
export { setMealSellable, type SetMealRef } from './purchase';
export { giftTicketOf, grantGiftTicketIn } from './gifts';
