import { constConfig, faqList } from '../../../contracts/service';
import { done } from '../../platform/refusals';
import type { Router } from '../../platform/route';
import { constConfigOf } from './constConfig';
import { FAQ_SECTIONS } from './faq';

export interface ServiceDeps {
  servicePhone: string | null;
}

/** The service centre's calls: the const config and the help centre's questions. */
export function serviceRoutes(route: Router, deps: ServiceDeps): void {
  route(constConfig, () => done(constConfigOf(deps.servicePhone)));
  route(faqList, () => done({ sections: [...FAQ_SECTIONS] }));
}
