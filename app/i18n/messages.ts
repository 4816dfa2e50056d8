/** A message tree: nested objects whose leaves are strings. */
export type MessageTree = { [key: string]: string | MessageTree };

/** The same keys as T, every leaf a string: what EN and PT must provide for TY's tree. */
export type Messages<T> = { [K in keyof T]: T[K] extends string ? string : Messages<T[K]> };
