import { createContext, useContext, type ReactNode } from 'react';
import styled from 'styled-components';

/** The server's 400 names one field by its path into the item; the form shows it there. */
export interface FieldProblem {
  field: string;
  message: string;
}

const Problem = createContext<FieldProblem | null>(null);
export const FieldProblemProvider = ({ value, children }: { value: FieldProblem | null; children: ReactNode }) => (
  <Problem.Provider value={value}>{children}</Problem.Provider>
);

/** The message for `path`, if the problem is shown exactly there. */
export function useFieldProblem(path: string): string | undefined {
  const problem = useContext(Problem);
  return problem?.field === path ? problem.message : undefined;
}

export const errorId = (path: string) => `err-${path.replace(/[^a-z0-9]/gi, '-')}`;

/**
 * Where a form can show a problem: every FieldError marks its path (`data-field`) and an input
 * its own (`data-field-input`), so `ItemLayout` finds the place for a path the server named, or
 * the nearest enclosing one (a gap the list does not have yet: the list).
 */
export const FIELD = 'data-field';
export const FIELD_INPUT = 'data-field-input';

const Text = styled.p`margin: 0; color: ${({ theme }) => theme.colors.destructive}; font-size: 14px; font-weight: 600;`;

export function FieldError({ path }: { path: string }) {
  const message = useFieldProblem(path);
  return message ? (
    // Focusable by script: a problem with no input of its own (a list, a choice) takes the focus itself.
    <Text id={errorId(path)} role="alert" tabIndex={-1} {...{ [FIELD]: path }}>
      {message}
    </Text>
  ) : (
    <span hidden {...{ [FIELD]: path }} />
  );
}
