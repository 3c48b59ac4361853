export type FaqEntry = { question: string; answer: string[] };

export const FAQ_ENTRIES: FaqEntry[] = [
  {
    question: 'What are the different ways to manage state in a React application?',
    answer: [
      'Local state lives in a component with useState or useReducer, and is the right default for anything only one part of the screen cares about.',
      'State that many components share can be lifted to a common parent or passed down through Context, or kept in a store such as Redux, Zustand or Jotai when updates are frequent.',
      'Data that comes from a server is best treated separately, with a cache like TanStack Query, while the URL itself holds state such as filters and the current page.',
    ],
  },
  {
    question: 'How does prototypal inheritance work in JavaScript?',
    answer: [
      'Every JavaScript object has a hidden link to another object, its prototype. When you read a property the object does not have, the engine follows that link, and the prototype’s prototype, until it finds the property or reaches null.',
      'Methods defined once on a prototype are therefore shared by every object created from it. The class syntax is a friendlier way to set up the same prototype chains.',
    ],
  },
  {
    question: 'What is a unit test and why should we write them?',
    answer: [
      'A unit test checks one small piece of code, such as a function or a component, in isolation: given this input, it should produce that output.',
      'Unit tests catch mistakes early, when they are cheapest to fix, and let you change code with confidence because a broken behaviour fails a test straight away.',
      'They also document how a piece of code is meant to be used.',
    ],
  },
  {
    question: 'React vs. Angular vs. Vue: how do they differ?',
    answer: [
      'React is a library focused on rendering UI from components written in JSX; routing, data fetching and forms come from the wider ecosystem you choose.',
      'Angular is a complete, opinionated framework with TypeScript, dependency injection, routing and forms built in, which suits large teams that want one standard way of working.',
      'Vue sits in between: approachable single-file components and official router and state libraries, with a gentle learning curve.',
    ],
  },
];
