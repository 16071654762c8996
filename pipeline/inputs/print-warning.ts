/** How the build prints a warning or notice: apart from the lines around it. */
export const printWarning = (message: string) => console.warn(`\n${message}\n`);
