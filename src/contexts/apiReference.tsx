import { createContext, ReactNode, useContext, useMemo } from 'react';
import type { OperationView, SchemaView } from '../lib/openapi/viewTypes';

interface ApiReferenceValue {
  operations: Map<string, OperationView>;
  schemas: Map<string, SchemaView>;
}

const ApiReferenceContext = createContext<ApiReferenceValue | undefined>(undefined);

export interface ApiReferenceProviderProps {
  /** The operations this page renders, from its page query (already filtered to the page's examples). */
  operations?: ReadonlyArray<{ operationId: string; view: unknown }>;
  schemas?: ReadonlyArray<{ name: string; view: unknown }>;
  children: ReactNode;
}

/**
 * Hands each page's own API data to <ApiOperation> and <ApiSchema>. The data comes from the page query,
 * so a page carries only the operations it shows and nothing is fetched at run time.
 */
export function ApiReferenceProvider({ operations = [], schemas = [], children }: ApiReferenceProviderProps) {
  const value = useMemo(
    () => ({
      operations: new Map(operations.map((o) => [o.operationId, o.view as OperationView])),
      schemas: new Map(schemas.map((s) => [s.name, s.view as SchemaView])),
    }),
    [operations, schemas],
  );
  return <ApiReferenceContext.Provider value={value}>{children}</ApiReferenceContext.Provider>;
}

function useApiReference(): ApiReferenceValue {
  const ctx = useContext(ApiReferenceContext);
  if (!ctx)
    throw new Error(
      '<ApiOperation> and <ApiSchema> must be used inside <ApiReferenceProvider> (the DocPage template provides it)',
    );
  return ctx;
}

/** The render data of one operation on this page; the build guarantees it exists. */
export function useApiOperation(id: string): OperationView {
  const view = useApiReference().operations.get(id);
  if (!view) throw new Error(`API operation "${id}" is not in this page's data; the build should have failed for it`);
  return view;
}

export function useApiSchema(name: string): SchemaView {
  const view = useApiReference().schemas.get(name);
  if (!view) throw new Error(`API schema "${name}" is not in this page's data; the build should have failed for it`);
  return view;
}
