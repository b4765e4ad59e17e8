/**
 * Where the back button goes from each route (spec section 2), known without the screen: the
 * native button works while a remote or its data is still loading. Routes without back (landing,
 * onboarding, home) and unknown paths answer null (button hidden).
 * Screens not in the spec's list go to the screen that links to them: the settings sub-pages
 * and profile pages to /settings, an activity section to /activity.
 */
const TARGETS: Array<[pattern: RegExp, target: (match: RegExpExecArray) => string]> = [
  [/^\/onboarding\/activities$/, () => '/onboarding'],
  [/^\/(?:settings|calls|blog|meetings|activity)$/, () => '/main'],
  [/^\/settings\/(?:subscriptions|notifications\/(?:edu|sys))$/, () => '/settings'],
  [/^\/profile(?:\/payments|\/study\/level|\/study\/statistics)?$/, () => '/settings'],
  [/^\/blog\/[^/]+$/, () => '/blog'],
  [/^\/meetings\/([^/]+)\/ticket$/, (match) => `/meetings/${match[1]}`],
  [/^\/meetings\/[^/]+$/, () => '/meetings'],
  [/^\/activity\/section\/[^/]+$/, () => '/activity'],
  [/^\/activity\/[^/]+$/, () => '/activity'],
];

export function backTargetFor(pathname: string): string | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  for (const [pattern, target] of TARGETS) {
    const match = pattern.exec(path);
    if (match) return target(match);
  }
  return null;
}
