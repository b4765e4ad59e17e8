import { createContext, useContext, type ReactNode } from 'react';
import styled from 'styled-components';

/** The server's 400 names one field by its path into the day; the form shows it there. */
export interface FieldProblem {
  field: string;
  message: string;
}

const Problem = createContext<FieldProblem | null>(null);
export const FieldProblemProvider = ({ value, children }: { value: FieldProblem | null; children: ReactNode }) => (
  <Problem.Provider value={value}>{children}</Problem.Provider>
);

/** The message for `path`, if the server named exactly it. */
export function useFieldProblem(path: string): string | undefined {
  const problem = useContext(Problem);
  return problem?.field === path ? problem.message : undefined;
}

export const errorId = (path: string) => `err-${path.replace(/[^a-z0-9]/gi, '-')}`;

const Text = styled.p`margin: 0; color: ${({ theme }) => theme.colors.destructive}; font-size: 14px; font-weight: 600;`;

export function FieldError({ path }: { path: string }) {
  const message = useFieldProblem(path);
  return message ? (
    <Text id={errorId(path)} role="alert">
      {message}
    </Text>
  ) : null;
}
