/**
 * Live pushes for the app's live polls (issue 20 §2), started at boot. Nothing of them is in the
 * first load: the polls' chunk and the push client load after it, and the socket only once a
 * screen watches a match.
 */
export function startLivePush(): void {
  void import('./livePushApp').then(({ connectWhenWatched }) => connectWhenWatched());
}
