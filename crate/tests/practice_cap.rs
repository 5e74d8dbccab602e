//! The practice index cap (`limits::PRACTICE_MAX_QUESTIONS`): `practice::check_index`
//! passes the indices of the largest set and refuses the next and every later one,
//! without allocating (a counting allocator around the call), so the wasm adapter's
//! `*PracticeQuestion(kind, seed, 4294967295)` is refused before any board is built.
//! The last index's questions are still made, by every game that walks from question 0.

#![cfg(not(target_arch = "wasm32"))]

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;

use gridplay::limits::PRACTICE_MAX_QUESTIONS;
use gridplay::practice::{IndexPastCap, check_index};

/// The system allocator, counting this thread's allocations.
struct Counting;

thread_local! {
    static ALLOCATIONS: Cell<u64> = const { Cell::new(0) };
}

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        ALLOCATIONS.with(|n| n.set(n.get() + 1));
        unsafe { System.alloc(layout) }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        unsafe { System.dealloc(ptr, layout) }
    }
}

#[global_allocator]
static ALLOCATOR: Counting = Counting;

/// The allocations `f` makes on this thread, and its result.
fn allocations<T>(f: impl FnOnce() -> T) -> (u64, T) {
    let before = ALLOCATIONS.with(Cell::get);
    let out = f();
    (ALLOCATIONS.with(Cell::get) - before, out)
}

#[test]
fn indices_past_the_largest_set_are_refused_without_allocating() {
    for index in [0, 1, PRACTICE_MAX_QUESTIONS - 1] {
        let (count, result) = allocations(|| check_index(index));
        assert_eq!(result, Ok(()), "index {index}");
        assert_eq!(count, 0);
    }
    for index in [PRACTICE_MAX_QUESTIONS, PRACTICE_MAX_QUESTIONS + 1, u32::MAX] {
        let (count, result) = allocations(|| check_index(index));
        assert_eq!(result, Err(IndexPastCap(index)), "index {index}");
        assert_eq!(count, 0, "the refusal of {index} allocated");
    }
    assert_eq!(PRACTICE_MAX_QUESTIONS, 100);
    assert_eq!(
        IndexPastCap(u32::MAX).to_string(),
        "practice question 4294967295 does not exist: a set has at most 100 questions, numbered 0 to 99"
    );
}

#[test]
fn the_last_question_of_the_largest_set_is_made() {
    let last = PRACTICE_MAX_QUESTIONS - 1;
    let q = gridplay::graph::practice::question(7, last);
    assert!(q.graph.len() >= 5);
    let board = gridplay::geography::practice::board(7, last);
    assert!(board.free_count() >= 3);
}
