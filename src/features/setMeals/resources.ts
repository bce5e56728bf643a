import { defineResource } from '@schedulers';
import { fetchRedListOffer, fetchSetMealExperts } from './api';

/** The recommended experts: read once per visit of the screen. */
export const setMealExpertsResource = defineResource({
  name: 'set-meal-experts',
  key: () => '',
  fetch: (_: void, signal) => fetchSetMealExperts(signal),
});

/** The red-list offer the reminder shows. */
export const redListOfferResource = defineResource({
  name: 'red-list-offer',
  key: () => '',
  fetch: (_: void, signal) => fetchRedListOffer(signal),
});
