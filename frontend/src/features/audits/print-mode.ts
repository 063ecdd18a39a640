import { createContext, useContext } from 'react';

/**
 * True inside the printed report (the PDF export): tabs show every panel, details are open, buttons
 * and charts are left out so the page is complete, static and ready as soon as it has rendered.
 */
export const PrintModeContext = createContext(false);

export const usePrintMode = (): boolean => useContext(PrintModeContext);
