// A small hand-written contract for the client's own tests, in the shape openapi-typescript
// generates, so the core is tested independently of the real (growing) contract.

interface JsonContent<T> {
  content: { 'application/json': T };
}

interface Activity {
  id: number;
  subject_details: string;
}

export interface TestPaths {
  '/activity/activity/': {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    get: {
      parameters: {
        query?: { limit?: number; offset?: number; search?: string };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        200: { headers: { [name: string]: unknown } } & JsonContent<{
          count: number;
          results: Activity[];
        }>;
        401: { headers: { [name: string]: unknown } } & JsonContent<{ detail: string }>;
      };
    };
    post: {
      parameters: { query?: never; header?: never; path?: never; cookie?: never };
      requestBody: JsonContent<{ subject_details: string }>;
      responses: {
        201: { headers: { [name: string]: unknown } } & JsonContent<Activity>;
        400: { headers: { [name: string]: unknown } } & JsonContent<Record<string, string[]>>;
      };
    };
  };
  '/activity/activity/{id}': {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    get: {
      parameters: { query?: never; header?: never; path: { id: number }; cookie?: never };
      requestBody?: never;
      responses: {
        200: { headers: { [name: string]: unknown } } & JsonContent<Activity>;
        404: { headers: { [name: string]: unknown } } & JsonContent<{ detail: string }>;
      };
    };
  };
  '/user/teacher/{id}/': {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    patch: {
      parameters: { query?: never; header?: never; path: { id: number }; cookie?: never };
      requestBody: { content: { 'multipart/form-data': Record<string, unknown> } };
      responses: {
        200: { headers: { [name: string]: unknown } } & JsonContent<{ id: number }>;
      };
    };
  };
  '/user/login': {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    post: {
      parameters: { query?: never; header?: never; path?: never; cookie?: never };
      requestBody: JsonContent<{ email: string; password: string }>;
      responses: {
        200: { headers: { [name: string]: unknown } } & JsonContent<{
          access: string;
          refresh: string;
        }>;
        401: { headers: { [name: string]: unknown } } & JsonContent<{ detail: string }>;
      };
    };
  };
}
