/**
 * Each Mermaid diagram's box (src/theme/Mermaid): empty until the diagram
 * comes near the screen and its code loads, then holding the drawing.
 */
export const diagramSelector = '[data-diagram="mermaid"]';
