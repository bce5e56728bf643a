/**
 * The service centre, customer help and download (issue 37 §2, §4), loaded on first use.
 */
const screens = () => import('./screens');

export const serviceScreens = {
  centre: () => screens().then((m) => ({ default: m.ServiceCentre })),
  help: () => screens().then((m) => ({ default: m.CustomerHelp })),
  public: () => screens().then((m) => ({ default: m.PublicService })),
  download: () => import('./DownloadPage'),
} as const;
