/** Whether an address segment can be an id at all: anything else names nothing, and is not worth asking the server about. */
export const isUuid = (text: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(text);
