import { createElement } from 'react';
import { ServiceCentrePage } from './ServiceCentrePage';

/** The service pages, one chunk (index.ts loads it on first use). */
export const ServiceCentre = () => createElement(ServiceCentrePage, { title: '客服中心' });
export const CustomerHelp = () => createElement(ServiceCentrePage, { title: '帮助中心' });
export const PublicService = () => createElement(ServiceCentrePage, { title: '客服' });
