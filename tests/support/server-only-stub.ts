// Stands in for the 'server-only' guard when unit and integration tests import server modules.
export {};
