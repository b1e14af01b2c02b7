/** Invoice requests: nothing other web modules use yet (import only through this file). */
export {};
