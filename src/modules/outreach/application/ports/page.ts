export interface PageRequest {
  limit: number;
  offset: number;
}

export interface Page<T> {
  entries: T[];
  total: number;
}
