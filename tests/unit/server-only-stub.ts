// Stands in for the 'server-only' guard when unit tests import server modules.
export {};
