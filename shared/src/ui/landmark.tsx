import { createContext, useContext, type ReactNode } from 'react';

/** True inside a Page, whose column is the screen's <main>. */
export const InsideMain = createContext(false);

/**
 * A full-screen state (loading, error, the old-client refusal) drawn where no Page is around it
 * still gets its main landmark; inside a Page it adds none (one main per screen).
 */
export function MainLandmark({ children }: { children: ReactNode }) {
  return useContext(InsideMain) ? children : <main>{children}</main>;
}
